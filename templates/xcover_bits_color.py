"""
Description: Exact covering with colours (XCC, Knuth's DLX2) on the bitset
  engine: options giving a secondary item the same colour may share it; the
  search is xcover-bits' own. Source and refusals: docs/template.md, "Inside
  the blocks".
Usage:
  xc = XCoverColor(n_items, n_primary)
  h = xc.add_option([1, 7, 8], label, [0, 3, 5])   # colours by position, 0 none
  xc.fix(h), xc.unfix(), xc.solve(), xc.count(limit), xc.search(limit, budget)
Time: xcover-bits', plus O(items) ints per option's conflict set, once.
Memory: xcover-bits', plus one int per (item, colour) used.
Status: stress-tested against brute force and against the dlx-color block
  (node counts equal) in tests/templates/test_colors.py.
Needs: xcover-bits, pasted above it.
"""
from xcover_bits import XCover  # noqa: F401  (copies paste the xcover-bits block)

# region xcover-bits-color v1
class XCoverColor(XCover):
    """hue[c, k]: the options giving item c colour k, as bits; kinds[o]:
    option o's colours, by position."""

    def reset(self, n_items, n_primary=None):
        XCover.reset(self, n_items, n_primary)
        self.p, self.hue, self.kinds = n_items if n_primary is None else n_primary, {}, []

    def add_option(self, items, label, colors=None):
        items = list(items)
        colors = [0] * len(items) if colors is None else list(colors)
        if len(colors) != len(items) or any(type(k) is not int or k < 0 for k in colors):
            raise ValueError("XCoverColor: colors is one int >= 0 per item (0: no colour)")
        if any(k and c <= self.p for c, k in zip(items, colors)):
            raise ValueError("XCoverColor: a colour on a primary item (1..%d)" % self.p)
        h = XCover.add_option(self, items, label)
        o = len(self.kinds)
        for c, k in zip(items, colors):
            if k:
                self.hue[c, k] = self.hue.get((c, k), 0) | 1 << o
        self.kinds.append(colors)
        return h

    def _conflicts(self, o):
        """~(the options o excludes), o included."""
        m = self.conf[o]
        if m is None:
            m, col, hue = 1 << o, self.col, self.hue
            for c, k in zip(self.opts[o], self.kinds[o]):
                m |= col[c] & ~hue[c, k] if k else col[c]
            m = self.conf[o] = ~m
        return m
# endregion xcover-bits-color v1


def _self_check():
    # Knuth's DLX2 example (TAOCP 7.2.2.1 (49)), as in templates/dlx_color.py.
    xc = XCoverColor(5, 3)
    for label, items, colors in [(1, [1, 2, 4, 5], [0, 0, 0, 1]), (2, [1, 3, 4, 5], [0, 0, 1, 0]),
                                 (3, [1, 4], [0, 2]), (4, [2, 4], [0, 1]), (5, [3, 5], [0, 2])]:
        xc.add_option(items, label, colors)
    assert sorted(xc.solve()) == [2, 4], xc.solve()
    assert xc.count() == 1
    print("xcover-bits-color self-check: ok")


if __name__ == "__main__":
    _self_check()
