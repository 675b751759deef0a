# expect: RE
"""Wrong on purpose: examples/crossword.py with the crossing cells as plain
secondary items (no colours): at most one word may hold a cell, so no two
slots can cross and every grid with a crossing has "no filling" (exit 1).
Letters that must agree are colours; "at most once" is not enough."""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "crossword", os.path.join(HERE, "..", "..", "..", "examples", "crossword.py"))
crossword = importlib.util.module_from_spec(spec)
spec.loader.exec_module(crossword)
add_option = crossword.XCC.add_option


def colourless(self, items, label, colors=None):
    return add_option(self, items, label)                     # the bug: colours dropped


crossword.XCC.add_option = colourless
crossword.main()
