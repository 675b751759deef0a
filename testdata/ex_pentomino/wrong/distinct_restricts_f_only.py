# expect: WA
"""Wrong on purpose: examples/pentomino.py whose mode distinct restricts the F
pentomino only, forgetting that a region of fewer than 60 cells may be tiled
without F: those tilings are never counted."""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "pentomino", os.path.join(HERE, "..", "..", "..", "examples", "pentomino.py"))
pentomino = importlib.util.module_from_spec(spec)
spec.loader.exec_module(pentomino)
pentomino.ASYMMETRIC = "F"                          # the bug: no chain F, L, N, P, Y
pentomino.main()
