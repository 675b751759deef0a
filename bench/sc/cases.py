"""Set-cover workloads shared by bench/covers.py and the stress tests
(tests/templates/test_setcover_conflicts.py): standard library only, every
instance made from a seed.

- `lamps`: HDU 2828 Lamp style, a set cover with conflicts. Lamps are primary
  items (each lit at least once), switches secondary (each set one way at
  most): switch j's ON option holds the lamps that j's ON lights, its OFF
  option those its OFF lights, and both hold item j. A hidden assignment
  lights every lamp (a planted cover). With `cycle`, the first n_switches
  lamps chain the switches round a cycle (lamp i: switch i as planted, or
  switch i+1 not as planted: "i+1 as planted forces i as planted", all the
  way round); the other lamps each hold `extra` random conditions, one of
  them the planted one. Five such lamps per switch leave few assignments,
  and a choice far back decides what is left near the end: the case where
  the branch item must come from live counts.
- `minimum_instances`: 30 random set covers (40 items, 60 options of 2-8 items), the
  "minimum" workloads of bench/covers.py.
- `airport`: HDU 5046 Airport style, clustered cities (tight clusters far
  apart): the cities within distance r of a city, for the set cover behind
  "the least r such that k airports reach every city".
"""
import random


def lamps(seed, n_lamps=500, n_switches=100, cycle=True, extra=3):
    """(n_items, n_primary, options, labels): items 1..n_lamps are lamps,
    n_lamps + j is switch j (1-based); labels (j, on)."""
    rng = random.Random(seed)
    planted = [rng.random() < 0.5 for _ in range(n_switches + 1)]
    conds = []                     # per lamp: (switch, on) pairs, one true in planted
    for i in range(n_lamps):
        if cycle and i < n_switches:
            j, k = i + 1, (i + 1) % n_switches + 1
            pair = [(j, planted[j]), (k, not planted[k])]
        else:
            pair = [(j, rng.random() < 0.5) for j in rng.sample(range(1, n_switches + 1),
                                                                 min(extra, n_switches))]
            j = pair[0][0]
            pair[0] = (j, planted[j])   # the planted assignment lights this lamp
        rng.shuffle(pair)
        conds.append(pair)
    holds = {}
    for lamp, pair in enumerate(conds, 1):
        for j, on in pair:
            holds.setdefault((j, on), []).append(lamp)
    options, labels = [], []
    for key in sorted(holds):
        options.append(holds[key] + [n_lamps + key[0]])
        labels.append(key)
    return n_lamps + n_switches, n_lamps, options, labels


def airport_cities(seed, n=60, clusters=6, spread=10, far=10 ** 9):
    """n cities (x, y) in `clusters` tight groups far apart."""
    rng = random.Random(seed)
    centres = [(rng.randint(0, far), rng.randint(0, far)) for _ in range(clusters)]
    return [(cx + rng.randint(-spread, spread), cy + rng.randint(-spread, spread))
            for cx, cy in (rng.choice(centres) for _ in range(n))]


def airport_options(cities, r):
    """Option i: the cities (1-based) within Manhattan distance r of city i."""
    return [[j + 1 for j, (x, y) in enumerate(cities) if abs(x - a) + abs(y - b) <= r]
            for a, b in cities]


def airport_input(seed, cases=10, n=60, spread=1000):
    """HDU 5046 input text: `cases` clustered cases, each with 3..12 clusters
    and K within two of the cluster count (where the answer jumps from a
    cluster's width to the gap between clusters)."""
    rng = random.Random(seed)
    out = ["%d" % cases]
    for _ in range(cases):
        clusters = rng.randint(3, 12)
        k = max(1, min(n, clusters + rng.randint(-2, 2)))
        out.append("%d %d" % (n, k))
        cities = airport_cities(rng.random(), n, clusters, spread)
        out += ["%d %d" % xy for xy in cities]
    return "\n".join(out) + "\n"


def dominating(seed, n=55, edges=110):
    """HDU 3498 whosyourdaddy style: the fewest vertices of a random graph
    (n vertices, `edges` edges) that each vertex is or neighbours; option v:
    v and its neighbours (1-based). A long minimum() search."""
    rng = random.Random(seed)
    near = [{v} for v in range(n)]
    while sum(map(len, near)) - n < 2 * edges:
        a, b = rng.sample(range(n), 2)
        near[a].add(b)
        near[b].add(a)
    return n, [sorted(v + 1 for v in s) for s in near]


def minimum_instances():
    """[(n_items, options)]: 30 random covers, 40 items, 60 options, seeded."""
    rng = random.Random(2295)
    out = []
    for _ in range(30):
        options = [sorted(rng.sample(range(1, 41), rng.randint(2, 8))) for _ in range(60)]
        out.append((40, options))
    return out
