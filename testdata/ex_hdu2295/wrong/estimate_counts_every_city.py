# expect: WA
"""Wrong on purpose: examples/hdu2295_radar.py with an estimate that is not
admissible: one more radar for every uncovered city, as if no radar covered
two. It prunes branches that hold a cover of K radars, so the search says
"no" at the true radius and the answer comes out too large."""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "radar", os.path.join(HERE, "..", "..", "..", "examples", "hdu2295_radar.py"))
radar = importlib.util.module_from_spec(spec)
spec.loader.exec_module(radar)


def every_city(uncovered, reach, room):
    return radar._popcount(uncovered)     # the bug: cities, not independent cities


radar.lower_bound = every_city
radar.main()
