# Every target installs what it needs. Only python3 (3.8+) and make are assumed.
PYTHON ?= python3
VENV   := .venv
BENCH_VENV := .venv-bench

.PHONY: help judge judge-pypy test test-slow sync manifest bench bench-quick clean

help:  ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed 's/:.*## /\t/' | expand -t 14

judge:  ## run every solution on its stored cases (standard library only), and the C++ twins (g++)
	$(PYTHON) runner.py
	@if command -v g++ >/dev/null; then $(PYTHON) runner.py --cpp; else echo "make judge: no g++, the C++ twins (solutions/cpp/) are not judged"; fi

judge-pypy:  ## the same under pypy3 (memory x4: PyPy alone passes POJ's 64 MB)
	$(PYTHON) runner.py --python pypy3 --ml-scale 4

$(VENV)/installed: requirements-test.txt
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/python -m pip install -q --disable-pip-version-check -r requirements-test.txt
	touch $@

# One test worker per core (TEST_JOBS=0: none, in this process). Workers steal each other's
# queued tests, so the long whole-runner runs do not end up queued behind one another.
TEST_JOBS ?= auto
PYTEST := $(VENV)/bin/python -m pytest -n $(TEST_JOBS) --dist worksteal

# Started as root (CI is), the suite runs twice: as root, then as uid 65534 on a copy of the
# tree (tools/as_nobody.py), since the judge takes other paths for a user who is not root.
# AS_NOBODY=no skips the second pass.
AS_NOBODY ?= yes

test: $(VENV)/installed  ## create .venv with pinned pytest and run the test suite (as root: also as uid 65534)
	$(PYTEST) -m "not slow"
	@if [ "$$(id -u)" = 0 ] && [ "$(AS_NOBODY)" != no ]; then \
	  $(PYTHON) tools/as_nobody.py test TEST_JOBS=$(TEST_JOBS); fi

test-slow: $(VENV)/installed  ## the slow tests too
	$(PYTEST)

sync:  ## copy the template blocks into every solution and example
	$(PYTHON) tools/sync.py

manifest:  ## record the hashes of every stored case after a deliberate change
	$(PYTHON) tools/manifest.py

$(BENCH_VENV)/installed: bench/requirements.txt
	$(PYTHON) -m venv $(BENCH_VENV)
	$(BENCH_VENV)/bin/python -m pip install -q --disable-pip-version-check -r bench/requirements.txt
	touch $@

bench: $(BENCH_VENV)/installed  ## benchmarks against peers, about 45 min (never part of the tests)
	$(BENCH_VENV)/bin/python bench/run.py
	$(BENCH_VENV)/bin/python bench/xcover.py
	$(BENCH_VENV)/bin/python bench/xcover_rule.py
	$(BENCH_VENV)/bin/python bench/cpp.py
	$(BENCH_VENV)/bin/python bench/setcover.py
	$(BENCH_VENV)/bin/python bench/colors.py
	$(BENCH_VENV)/bin/python bench/mincover.py

bench-quick: $(BENCH_VENV)/installed  ## the same on small subsets, about two minutes
	$(BENCH_VENV)/bin/python bench/run.py --quick
	$(BENCH_VENV)/bin/python bench/xcover.py --quick
	$(BENCH_VENV)/bin/python bench/cpp.py --quick
	$(BENCH_VENV)/bin/python bench/setcover.py --quick
	$(BENCH_VENV)/bin/python bench/colors.py --quick
	$(BENCH_VENV)/bin/python bench/mincover.py --quick

clean:  ## remove virtual environments and caches
	rm -rf $(VENV) $(BENCH_VENV) .pytest_cache
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
