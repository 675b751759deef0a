"""The engines of the general exact-cover benchmark, each behind one call:

    run(n_items, n_primary, options, mode) -> count (mode "count") or the
    indices of one solution's options, or None (mode "solve").

Every engine gets the same matrix (bench/xc/workloads.py). Building the
engine's own structures from it (add_option, a NumPy matrix, dicts of sets)
is part of the measured time, as in a user's program. The "specialised"
contender (a hand-written bitmask backtracker per problem family) is not here:
it takes the workload's parameters, not the matrix (workloads.py).
"""
import importlib.machinery
import importlib.util
import os
import sys

BENCH = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The blocks measured: the checkout's, or a --rev copy's (bench/xcover.py sets XC_TEMPLATES).
TEMPLATES = os.environ.get("XC_TEMPLATES") or os.path.join(os.path.dirname(BENCH), "templates")
BITS_FILE = os.path.join(TEMPLATES, "xcover_bits.py")

# name: (what it is, runs under PyPy3 too)
CONTENDERS = {
    "dlx": ("our DLX template, templates/dlx.py", True),
    "bits": ("our bitset engine, templates/xcover_bits.py", True),
    "exact_cover": ("PyPI exact-cover 1.5: DLX in C over a NumPy matrix (CPython only: "
                    "NumPy); secondary items as slack options", False),
    "algox_dict": ("Ali Assaf's Algorithm X on dicts of sets, bench/peers/algox_dict.py "
                   "(branching on primary items only)", True),
    "dlx_pypi": ("PyPI dlx 1.0.4: recursive pure-Python DLX (installed for CPython only)",
                 False),
    "specialised": ("a hand-written bitmask backtracker per problem family "
                    "(bench/xc/<family>.py, count_bitmask)", True),
}


def _load(path, name):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _engine_class(path, name):
    """The class of an engine module: the one with add_option."""
    module = _load(path, name)
    for value in vars(module).values():
        if isinstance(value, type) and hasattr(value, "add_option"):
            return value
    raise ImportError("%s defines no engine class" % path)


def ours(cls, capacity):
    def run(n_items, n_primary, options, mode):
        if capacity:
            engine = cls(n_items, n_primary, 1 + n_items + sum(len(o) for o in options))
        else:
            engine = cls(n_items, n_primary)
        for i, option in enumerate(options):
            engine.add_option(option, i)
        return engine.count() if mode == "count" else engine.solve()
    return run


def exact_cover_run():
    import numpy as np
    import exact_cover

    def run(n_items, n_primary, options, mode):
        # No secondary items in this package: an option with no primary item
        # is dropped (our engines never choose one), and each secondary item
        # gets a slack option of its own, which covers it when no option
        # does. Every solution then extends in exactly one way: counts agree.
        kept = [i for i, o in enumerate(options) if min(o) <= n_primary]
        rows = [options[i] for i in kept] + [[s] for s in range(n_primary + 1, n_items + 1)]
        matrix = np.zeros((len(rows), n_items), dtype=bool)
        matrix[[i for i, row in enumerate(rows) for _ in row],
               [item - 1 for row in rows for item in row]] = True
        if mode == "count":
            return int(exact_cover.get_solution_count(matrix))
        try:
            chosen = exact_cover.get_exact_cover(matrix)
        except exact_cover.error.NoSolution:
            return None
        return [kept[i] for i in chosen.tolist() if i < len(kept)]
    return run


def algox_dict_run():
    sys.path.insert(0, os.path.join(BENCH, "peers"))
    from algox_dict import deselect, select
    sys.setrecursionlimit(10000)

    def run(n_items, n_primary, options, mode):
        Y = {i: option for i, option in enumerate(options)}
        X = {j: set() for j in range(1, n_items + 1)}
        for i, option in Y.items():
            for j in option:
                X[j].add(i)
        solution, first = [], []

        def search():                   # Assaf's search, counting
            if n_primary == n_items:
                columns = X
            else:                       # secondary items: never branched on
                columns = [c for c in X if c <= n_primary]
            if not columns:
                if not first:
                    first.append(list(solution))
                return 1
            c = min(columns, key=lambda c: len(X[c]))
            total = 0
            for r in list(X[c]):
                solution.append(r)
                cols = select(X, Y, r)
                total += search()
                deselect(X, Y, r, cols)
                solution.pop()
                if first and mode == "solve":
                    break
            return total
        count = search()
        if mode == "count":
            return count
        return first[0] if first else None
    return run


def dlx_pypi_run():
    # The package's top-level name is dlx, like our templates/dlx.py: load it
    # from site-packages under another name (as bench/peers/dlx_pkg.py does).
    path = [p for p in sys.path if os.path.abspath(p or ".") != TEMPLATES]
    spec = importlib.machinery.PathFinder.find_spec("dlx", path)
    if spec is None or spec.origin is None or "site-packages" not in spec.origin:
        raise ImportError("the PyPI package `dlx` is not installed")
    pkg = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(pkg)
    sys.setrecursionlimit(10000)

    def run(n_items, n_primary, options, mode):
        d = pkg.DLX([(j, pkg.DLX.PRIMARY if j <= n_primary else pkg.DLX.SECONDARY)
                     for j in range(1, n_items + 1)])
        for i, option in enumerate(options):
            d.appendRow([j - 1 for j in option], i)
        if mode == "count":
            return sum(1 for _ in d.solve())
        for solution in d.solve():
            return [d.N[r] for r in solution]
        return None
    return run


def load(name):
    """run() of a matrix contender; ImportError if it cannot run here."""
    if name == "dlx":
        return ours(_engine_class(os.path.join(TEMPLATES, "dlx.py"), "bench_dlx"), True)
    if name == "bits":
        if not os.path.exists(BITS_FILE):
            raise ImportError("templates/xcover_bits.py not present")
        return ours(_engine_class(BITS_FILE, "bench_xcover_bits"), False)
    if name == "exact_cover":
        return exact_cover_run()
    if name == "algox_dict":
        return algox_dict_run()
    if name == "dlx_pypi":
        return dlx_pypi_run()
    raise KeyError(name)
