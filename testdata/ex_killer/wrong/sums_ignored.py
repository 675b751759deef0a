# expect: WA
"""Wrong on purpose: examples/killer.py with every set of k distinct digits
allowed in a cage of k cells, whatever its sum (the cage-sum rule dropped,
only "distinct in a cage" kept): its fillings break the sums."""
import importlib.util
import itertools
import os

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "killer", os.path.join(HERE, "..", "..", "..", "examples", "killer.py"))
killer = importlib.util.module_from_spec(spec)
spec.loader.exec_module(killer)
killer.digit_sets = lambda total, k: list(itertools.combinations(range(1, 10), k))
killer.main()
