# expect: WA
"""Wrong on purpose: examples/pentomino.py whose options cover cells only, not
their piece, so nothing stops a piece from being used twice: it counts (and
prints) tilings that repeat a pentomino."""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "pentomino", os.path.join(HERE, "..", "..", "..", "examples", "pentomino.py"))
pentomino = importlib.util.module_from_spec(spec)
spec.loader.exec_module(pentomino)
add_option = pentomino.XCover.add_option
pentomino.XCover.add_option = lambda self, items, label: add_option(self, items[:-1], label)  # the bug
pentomino.main()
