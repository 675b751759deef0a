"""Exact covering with colours (XCC) for the colour blocks' stress tests
(test_colors.py): seeded random instances with coloured secondary items,
and the brute force that lists their solutions."""
import itertools
import random


def compatible(chosen, options, colors, n_items, p):
    """Each primary item at most once; each secondary item held by one option,
    or by several that all give it the same colour (> 0)."""
    seen, hue = [0] * (n_items + 1), [None] * (n_items + 1)
    for k in chosen:
        for c, col in zip(options[k], colors[k]):
            seen[c] += 1
            if c <= p:
                if seen[c] > 1:
                    return False
            elif seen[c] == 1:
                hue[c] = col
            elif not col or hue[c] != col:
                return False
    return True


def brute_force(n_items, options, colors, n_primary, fixed=()):
    """All solutions (sorted lists of option indices) that hold `fixed`, by
    trying every subset: every primary item exactly once, the colour rule on
    the secondary ones. As in DLX2, an option with no primary item is never
    chosen by the search (a fixed one may be)."""
    p = n_primary
    usable = [k for k, items in enumerate(options) if min(items) <= p and k not in fixed]
    found = []
    for size in range(len(usable) + 1):
        for subset in itertools.combinations(usable, size):
            chosen = list(fixed) + list(subset)
            covered = [0] * (p + 1)
            for k in chosen:
                for c in options[k]:
                    if c <= p:
                        covered[c] += 1
            if all(covered[1:]) and compatible(chosen, options, colors, n_items, p):
                found.append(sorted(chosen))
    return found


def random_instance(seed):
    """(n_items, n_primary, options, colors): up to 7 items, up to 12 options,
    secondary items coloured 0 (none), 1 or 2 at random; some options
    duplicated, some with secondary items only; odd seeds get a planted cover of
    the primary items whose options agree on their shared colours."""
    rng = random.Random(seed)
    n_items = rng.randint(1, 7)
    p = rng.randint(0, n_items)
    n_colors = rng.choice([1, 2, 3])
    options, colors = [], []

    def add(items):
        options.append(items)
        colors.append([rng.randint(0, n_colors) if c > p and rng.random() < 0.7 else 0
                       for c in items])

    for _ in range(rng.randint(0, 10)):
        items = [c for c in range(1, n_items + 1) if rng.random() < rng.choice([0.25, 0.45])]
        add(items or [rng.randint(1, n_items)])
    if seed % 2 and p:
        prim = list(range(1, p + 1))
        rng.shuffle(prim)
        cuts = sorted(rng.sample(range(1, p), rng.randint(0, p - 1)))
        shade = {c: rng.randint(1, n_colors) for c in range(p + 1, n_items + 1)}
        for a, b in zip([0] + cuts, cuts + [p]):
            sec = [c for c in range(p + 1, n_items + 1) if rng.random() < 0.5]
            options.append(prim[a:b] + sec)
            colors.append([0] * (b - a) + [shade[c] for c in sec])
    for _ in range(rng.randint(0, 2)):          # duplicates
        if options:
            k = rng.randrange(len(options))
            options.append(list(options[k]))
            colors.append(list(colors[k]))
    order = list(range(len(options)))
    rng.shuffle(order)
    return n_items, p, [options[k] for k in order], [colors[k] for k in order]
