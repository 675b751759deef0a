# expect: WA
"""Wrong on purpose: examples/crossword.py without the crossing cells, so any
word may go into any slot of its length: the letters where two slots cross
disagree, and the grid spells other words than the ones given. Crossing
constraints are what the coloured items are for."""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "crossword", os.path.join(HERE, "..", "..", "..", "examples", "crossword.py"))
crossword = importlib.util.module_from_spec(spec)
spec.loader.exec_module(crossword)
add_option = crossword.XCC.add_option


def without_cells(self, items, label, colors=None):
    return add_option(self, items[:2], label, colors[:2])      # the bug: word and slot only


crossword.XCC.add_option = without_cells
crossword.main()
