# expect: WA
"""Wrong on purpose: examples/hdu4735_little_wish.py with a bound that is not
admissible: one option, at its item's cheapest, for every uncovered node, as if
no option covered two. It prunes branches that hold the cheapest cover (and
every cover within the boys), so answers come out too large, or -1."""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "wish", os.path.join(HERE, "..", "..", "..", "examples", "hdu4735_little_wish.py"))
wish = importlib.util.module_from_spec(spec)
spec.loader.exec_module(wish)


def every_item(uncovered, live, col, reach, cost, room, cost_room):
    k = spent = 0
    while uncovered:
        low = uncovered & -uncovered
        ways = col[low.bit_length() - 1] & live
        if not ways:
            return room + 1, cost_room + 1
        spent += cost[(ways & -ways).bit_length() - 1]
        uncovered ^= low          # the bug: drops the item alone, not its reach
        k += 1
    return k, spent


wish.lower_bound = every_item
wish.main()
