# Every target installs what it needs. Only python3 (3.8+) and make are assumed.
PYTHON ?= python3
VENV   := .venv
BENCH_VENV := .venv-bench

.PHONY: help judge judge-pypy test test-unprivileged test-scenarios test-quick test-slow sync manifest bench bench-quick clean

help:  ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed 's/:.*## /\t/' | expand -t 14

judge:  ## run every solution on its stored cases (standard library only), and the C++ twins (g++), 2-4 min
	$(PYTHON) runner.py
	@if command -v g++ >/dev/null; then echo "make judge: now the C++ twins (solutions/cpp/): each compiled with g++ and its judge's flags first (about 30 s, silent), then judged"; $(PYTHON) runner.py --cpp; else echo "make judge: no g++, the C++ twins (solutions/cpp/) are not judged"; fi

judge-pypy:  ## the same under pypy3 (memory x4: PyPy alone passes POJ's 64 MB)
	$(PYTHON) runner.py --python pypy3 --ml-scale 4

$(VENV)/installed: requirements-test.txt
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/python -m pip install -q --disable-pip-version-check -r requirements-test.txt
	touch $@

# One test worker per core and three more (TEST_JOBS=0: none, in this process): a test that
# waits (a run asleep, a wall-clock cap, a runner starting) leaves its core to a spare worker, and
# on a busy machine each worker is one more thread in the CPU's queue, so the suite's share grows
# with them (on an idle machine the suite is CPU-bound: more workers change nothing). Workers
# steal each other's queued tests, so the long whole-runner runs do not queue behind one another.
TEST_JOBS ?= $(shell echo $$(( $$(nproc 2>/dev/null || echo 1) + 3 )))
# The suite starts the runner about 500 times: each start reads the judge's compiled modules
# from one cache under the venv (not beside the sources) instead of compiling them again, even
# where PYTHONDONTWRITEBYTECODE is set (0.1 s of CPU a start, a tenth of a pass's CPU).
PYTEST := PYTHONDONTWRITEBYTECODE= PYTHONPYCACHEPREFIX=$(abspath $(VENV))/pycache \
	$(VENV)/bin/python -m pytest -n $(TEST_JOBS) --dist worksteal

# The suite runs once, as whoever starts it, and ends with the list of what failed and what it
# skipped and why (-rfEs). The unprivileged passes run again, on a copy of the tree, the tests
# of what takes another path for a user who is not root (USER_TESTS: the judge, and the stored
# problems judged by it; the blocks, tools and docs do the same for every uid), as uid 65534
# and as an ordinary user (tools/as_user.py: an ordinary user's runs map to 65534 behind bwrap,
# which a pass as 65534 cannot tell apart): root only, on with UNPRIVILEGED=yes, and by
# default where CI is set (every CI sets it).
UNPRIVILEGED ?= $(if $(CI),yes,no)
ORDINARY_USER ?= dlxjudge-user
# Some of the suite only: make test TESTS="tests/judge/sandbox/warm/test_fork_server.py" (default: all of it).
TESTS ?=
USER_TESTS := tests/judge tests/problems/test_problem_folders.py

# The scenario tests load the whole machine on purpose (four busy loops a core, for up to a
# minute each) to show that load changes no verdict; every test beside them slows to a crawl
# while they run. A pass on your machine leaves them out and says so; CI runs them where the
# CPU is charged differently (root, and the ordinary user), not as uid 65534 as well.
SCENARIOS ?= $(if $(CI),yes,no)
MARKS = not slow$(if $(filter yes,$(SCENARIOS)),, and not scenario)

test: $(VENV)/installed  ## the test suite, about 5 minutes a pass on two idle cores (6 where each Python start runs a hook: docs/maintaining.md), 11 beside four busy loops a core (CI, as root: also as uid 65534 and an ordinary user, and the scenario tests)
	$(PYTEST) -rfEs -m "$(MARKS)" $(TESTS)
	@if [ "$(UNPRIVILEGED)" = yes ]; then $(MAKE) --no-print-directory test-unprivileged; \
	elif [ "$$(id -u)" = 0 ]; then echo "make test: the passes as uid 65534 and as an ordinary user did not run (make test-unprivileged; CI runs them)"; fi
	@if [ "$(SCENARIOS)" != yes ]; then echo "make test: the scenario tests (busy loops on every core) did not run (make test-scenarios; CI runs them)"; fi

test-unprivileged:  ## (root) the tests of the judge and of the stored problems (USER_TESTS) again as uid 65534 and as an ordinary user, on copies of the tree
	$(PYTHON) tools/as_user.py nobody test UNPRIVILEGED=no SCENARIOS=no TEST_JOBS=$(TEST_JOBS) TESTS="$(or $(TESTS),$(USER_TESTS))"
	$(PYTHON) tools/as_user.py $(ORDINARY_USER) test UNPRIVILEGED=no SCENARIOS=$(SCENARIOS) TEST_JOBS=$(TEST_JOBS) TESTS="$(or $(TESTS),$(USER_TESTS))"

test-scenarios: $(VENV)/installed  ## only the scenario tests: the judge beside four busy loops a core (CI runs them)
	$(PYTEST) -rfEs -m "scenario and not slow" tests/judge

test-quick: $(VENV)/installed  ## does it work here: the judge on a few stored cases and the blocks' own tests, under two minutes
	$(PYTEST) -rfEs -m "not slow" tests/templates/test_dlx.py tests/tools/test_sync.py tests/judge/test_judge_layout.py tests/judge/commands/test_package_pipeline.py -k "not signal"

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

bench: $(BENCH_VENV)/installed  ## every benchmark, one note each in bench/results/: hours on two cores (each note gives its own run time; never part of the tests)
	$(BENCH_VENV)/bin/python bench/run.py
	$(BENCH_VENV)/bin/python bench/dlx_search.py
	$(BENCH_VENV)/bin/python bench/xcover.py
	$(BENCH_VENV)/bin/python bench/engine_kinds.py
	$(BENCH_VENV)/bin/python bench/blocks_in_use.py
	$(BENCH_VENV)/bin/python bench/cpp.py
	$(BENCH_VENV)/bin/python bench/covers.py
	$(BENCH_VENV)/bin/python bench/colors.py
	$(BENCH_VENV)/bin/python bench/queens_one.py
	$(BENCH_VENV)/bin/python bench/examples.py
	$(BENCH_VENV)/bin/python bench/judge_cost.py --only tiny,verify

bench-quick: $(BENCH_VENV)/installed  ## the same on small workloads, every workload family: about 5 minutes on two idle cores, its venv included (a fresh clone, 2026-12-07 14:13 UTC: 5:02 wall, 5.0 minutes of CPU; no network: kudoku and tdoku not built)
	$(BENCH_VENV)/bin/python bench/run.py --quick
	$(BENCH_VENV)/bin/python bench/dlx_search.py --quick
	$(BENCH_VENV)/bin/python bench/xcover.py --quick
	$(BENCH_VENV)/bin/python bench/engine_kinds.py --quick
	$(BENCH_VENV)/bin/python bench/blocks_in_use.py --quick --only sudoku,build,solutions,sudoku-steps,poj_3740,boj_29111
	$(BENCH_VENV)/bin/python bench/cpp.py --quick
	$(BENCH_VENV)/bin/python bench/covers.py --quick
	$(BENCH_VENV)/bin/python bench/colors.py --quick
	$(BENCH_VENV)/bin/python bench/queens_one.py --quick
	$(BENCH_VENV)/bin/python bench/examples.py --quick
	$(BENCH_VENV)/bin/python bench/judge_cost.py --quick

clean:  ## remove virtual environments and caches
	rm -rf $(VENV) $(BENCH_VENV) .pytest_cache
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
