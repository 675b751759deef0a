# expect: WA
"""Wrong on purpose: examples/killer.py offering each cage only its first
digit set (the smallest digits that reach the sum), as a greedy model would:
it answers "none" where the filling needs another set."""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "killer", os.path.join(HERE, "..", "..", "..", "examples", "killer.py"))
killer = importlib.util.module_from_spec(spec)
spec.loader.exec_module(killer)
every_set = killer.digit_sets
killer.digit_sets = lambda total, k: every_set(total, k)[:1]
killer.main()
