# expect: TLE
"""Wrong on purpose: examples/hdu2295_radar.py without the estimate, pruning on
the depth alone (more than K radars chosen). Right answers, but the search
for "no cover by K radars" just below the answer tries every choice of K
radars that the branching allows: far past 2 s on the full-size cases."""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "radar", os.path.join(HERE, "..", "..", "..", "examples", "hdu2295_radar.py"))
radar = importlib.util.module_from_spec(spec)
spec.loader.exec_module(radar)


def depth_only(uncovered, reach, room):
    return 1 if uncovered else 0          # the bug: "one more radar" at most


radar.lower_bound = depth_only
radar.main()
