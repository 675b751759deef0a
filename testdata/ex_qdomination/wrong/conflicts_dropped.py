# expect: WA
"""Wrong on purpose: examples/qdomination.py with the rows, columns and
diagonals left out of every option, so queens may attack each other: that
is plain domination, and from n = 4 on it needs fewer queens (2 for n = 4)
than a placement of queens that attack no other."""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "qdomination", os.path.join(HERE, "..", "..", "..", "examples", "qdomination.py"))
qd = importlib.util.module_from_spec(spec)
spec.loader.exec_module(qd)
model = qd.queens_model


def no_conflicts(n):                      # the bug: every secondary item dropped
    n_items, n_primary, options = model(n)
    return n_items, n_primary, [([c for c in items if c <= n_primary], label)
                                for items, label in options]


qd.queens_model = no_conflicts
qd.main()
