"""The two exact-cover engines side by side, for the suite they share (test_exact_cover.py)
and for each engine's own tests beside it (test_dlx.py, test_xcover_bits.py):
templates/dlx.py (DLX, dancing links) and templates/xcover_bits.py (XCover, bitsets)
take the same calls and must give the same answers."""
from dlx import DLX, MAX_NODES
from xcover_bits import XCover

ENGINES = {"dlx": DLX, "bits": XCover}
BIG = 10 ** 9


def build(engine, n_items, options, n_primary=None):
    """The engine holding options[k] under label k, and the handles add_option returned.
    DLX gets the default pools, or bigger ones where the model needs them."""
    if engine is DLX:
        made = DLX(n_items, n_primary, max(MAX_NODES, 1 + n_items + sum(map(len, options))))
    else:
        made = engine(n_items, n_primary)
    return made, [made.add_option(items, k) for k, items in enumerate(options)]


def state(made):
    """What a search, and a fix undone by unfix, must leave as they found it: the bitset
    engine's live options, open items and fixed list; every list of DLX (its pools,
    whatever their names, and its fixed list), but `low`: the items cover noted last,
    scratch that each search clears before it reads it."""
    if isinstance(made, XCover):
        return made.live, made.open, list(made.fixed)
    return {name: value[:] for name, value in vars(made).items()
            if isinstance(value, list) and name != "low"}


def domino_board(engine):
    """The guide's 2x3 board: 6 cells, 7 domino placements, labels 0..6."""
    cells = {(r, c): 1 + 3 * r + c for r in range(2) for c in range(3)}
    placements = [(a, b) for a in cells for b in cells
                  if b in ((a[0], a[1] + 1), (a[0] + 1, a[1]))]
    return build(engine, 6, [[cells[a], cells[b]] for a, b in placements])
