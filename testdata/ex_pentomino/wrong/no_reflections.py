# expect: WA
"""Wrong on purpose: examples/pentomino.py with the reflections left out of
the pieces' orientations, so a piece is only rotated, never turned over: it misses tilings
(counts too small, "none" where a tiling exists)."""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "pentomino", os.path.join(HERE, "..", "..", "..", "examples", "pentomino.py"))
pentomino = importlib.util.module_from_spec(spec)
spec.loader.exec_module(pentomino)
pentomino.ORIENTATIONS = {name: pentomino.orientations(pentomino.cells_of(rows), reflect=False)
                          for name, rows in pentomino.PIECES.items()}   # the bug: rotations only
pentomino.main()
