"""The dlx-template search with the item rule it had before v10, for the twins that
keep that rule.

dlx-template v10 takes the item of a forced move or a dead end from what cover noted
(`low`, templates/dlx.py, search), so its node counts and first solutions follow
another order of items than the classic rule: the first item, in the items' list
order, of the fewest options. With no note ever heard, v10's search is that rule
(its scan stops at the first item of size 1 or 0, as v9's did): ClassicDLX gives it
a `low` that stays [0, 0]. The bitset engine (xcover-bits, rule "fewest") and XCC
without colours (dlx-color) keep the classic rule; their tests prove them node for
node against this engine. v10's own answers are tested against brute force
(test_exact_cover.py) and its counts against this one (test_dlx.py)."""
from dlx import DLX


class Unheard(list):
    """A `low` whose notes are dropped: [0, 0] for ever."""

    def __init__(self):
        super().__init__([0, 0])

    def __setitem__(self, index, value):
        pass


class ClassicDLX(DLX):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.low = Unheard()
