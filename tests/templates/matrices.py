"""Exact-cover matrices for the engines' stress tests (test_exact_cover.py and the cover
variants' tests): seeded random ones, and the brute force that counts their covers."""
import itertools
import random


def brute_force(n_items, options, n_primary=None):
    """All exact covers by trying every subset of options: each primary item
    exactly once, each secondary item at most once. As in Knuth's DLX1, an
    option with no primary item is never part of a solution."""
    p = n_items if n_primary is None else n_primary
    usable = [k for k, items in enumerate(options) if min(items) <= p]
    covers = []
    for size in range(len(usable) + 1):
        for subset in itertools.combinations(usable, size):
            seen = [0] * (n_items + 1)
            for k in subset:
                for c in options[k]:
                    seen[c] += 1
            if all(seen[c] == 1 for c in range(1, p + 1)) and max(seen) <= 1:
                covers.append(sorted(subset))
    return covers


def is_cover(n_items, n_primary, options, labels):
    """Whether the options labelled `labels` (indices into options) cover every
    primary item exactly once and every secondary item at most once."""
    p = n_items if n_primary is None else n_primary
    seen = [0] * (n_items + 1)
    for k in labels:
        for c in options[k]:
            seen[c] += 1
    return all(seen[c] == 1 for c in range(1, p + 1)) and max(seen) <= 1


def random_matrix(rng, n_items, n_options, density):
    options = []
    for _ in range(n_options):
        items = [c for c in range(1, n_items + 1) if rng.random() < density]
        options.append(items or [rng.randint(1, n_items)])
    return options


def planted_matrix(seed):
    """Seeded random matrices (n_items, options, n_primary); half of them get a planted
    cover so that "yes" answers are common too. The same seed gives the same model."""
    rng = random.Random(seed)
    n_items, n_options = rng.randint(1, 8), rng.randint(0, 11)
    options = random_matrix(rng, n_items, n_options, rng.choice([0.2, 0.35, 0.5]))
    if seed % 2:
        items = list(range(1, n_items + 1))
        rng.shuffle(items)
        cuts = sorted(rng.sample(range(1, n_items), rng.randint(0, n_items - 1)))
        options += [items[a:b] for a, b in zip([0] + cuts, cuts + [n_items])]
    return n_items, options, rng.choice([None, n_items, rng.randint(0, n_items)])
