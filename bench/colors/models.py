"""The crossword workloads and the Python contenders of bench/colors.py: exact covering
with colours (XCC) in the DLX pools (dlx-color) and in bitsets (xcover-bits-color),
against the same problem written without colours for the plain DLX block (a crossing
cell as "not this letter" items: the 26-item model) and against a direct backtracker
(problemkit.crossword: the slot with the fewest fitting words first). Standard library
only; bench/colors/worker.py times them, one process per run.
"""
import os
import random
import sys
import time

BENCH = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The tree whose examples and templates run: the checkout, or a --rev copy (BENCH_TREE).
ROOT = os.environ.get("BENCH_TREE") or os.path.dirname(BENCH)
sys.path[:0] = [ROOT, os.path.join(ROOT, "templates")]
from problemkit.crossword import fillings, slots as ref_slots  # noqa: E402

LIMIT = 10 ** 6               # count mode: fillings counted up to this


sys.path.append(BENCH)                   # after ROOT: bench/ has a judge.py of its own
from harness import load as _load  # noqa: E402


def load(path, name):
    return _load(path, name, ROOT)


crossword = load("examples/crossword.py", "bench_crossword")
checker = load("testdata/ex_crossword/checker.py", "bench_crossword_checker")
gen = load("testdata/ex_crossword/gen.py", "bench_crossword_gen")      # its grid drawers
from xcover_bits_color import XCoverColor  # noqa: E402


# ------------------------------------------------------------------ instances

def planted(rng, grid, alphabet):
    """Words read off a random lettering of grid, distinct, shuffled; None if
    two slots got the same word."""
    fill = {(r, c): rng.choice(alphabet) for r in range(len(grid)) for c in range(len(grid[0]))}
    words = ["".join(fill[cell] for cell in s) for s in ref_slots(grid)[0]]
    if len(set(words)) < len(words):
        return None
    rng.shuffle(words)
    return words


LATTICES = {  # kind: (letters, sizes, quick sizes)
    "lattice-2": ("AB", [15, 17, 19], [11, 13]),
    "lattice-8": ("ABCDEFGH", [19, 21, 23], [13, 15]),
    "lattice-26": ("ABCDEFGHIJKLMNOPQRSTUVWXYZ", [19, 21, 23], [13, 15]),
}


def instances(kind, quick):
    """[(grid, words)] of a workload kind, seeded by its name: "hackerrank" (the stored
    cases of ex_crossword), "scattered", a lattice kind ("lattice-2": every size of
    LATTICES), or one lattice size ("lattice-26/41")."""
    rng = random.Random(kind)
    out = []
    if kind == "hackerrank":
        folder = os.path.join(ROOT, "testdata", "ex_crossword", "cases")
        for name in sorted(os.listdir(folder)):
            if name.endswith(".in"):
                with open(os.path.join(folder, name)) as f:
                    out.append(crossword.parse(f.read()))
        return out
    if kind == "scattered":
        plan = [(lambda: gen.random_grid(rng, 15, 22, 3, 9, 10 ** 6), "ABC")] * (5 if quick else 30)
    else:
        lattice, _, size = kind.partition("/")
        letters, sizes, small = LATTICES[lattice]
        sizes = [int(size)] if size else small if quick else sizes
        plan = [(lambda n=n: gen.lattice_grid(n), letters) for n in sizes]
    for make, letters in plan:
        words = None
        while not words:
            grid = make()
            words = planted(rng, grid, letters)
        out.append((grid, words))
    return out


def text_of(grid, words):
    """The instance as examples/crossword.py's input."""
    return "\n".join(list(grid) + [";".join(words)]) + "\n"


# ------------------------------------------------------------------ contenders

def plain_matrix(words, slots):
    """The crossword as a plain exact cover, (n_items, n_primary, options,
    labels): a crossing cell takes, from an across word with letter a, the
    items (cell, x) of the other letters x that can land there, and from a
    down word with letter b the item (cell, b): two options clash there
    exactly when a != b. Labels as examples/crossword.py's."""
    n_words, n_slots = len(words), len(slots)
    seen, crossing, letters = set(), set(), {}
    for s in slots:
        crossing.update(cell for cell in s if cell in seen)
        seen.update(s)
    for w in words:
        for s in slots:
            if len(s) == len(w):
                for cell, ch in zip(s, w):
                    if cell in crossing:
                        letters.setdefault(cell, set()).add(ch)
    item, n = {}, n_words + n_slots
    for cell in sorted(letters):
        for ch in sorted(letters[cell]):
            n += 1
            item[cell, ch] = n
    options, labels = [], []
    for w, word in enumerate(words):
        for s, spot in enumerate(slots):
            if len(spot) == len(word):
                across = spot[0][0] == spot[1][0]
                items = [w + 1, n_words + s + 1]
                for cell, ch in zip(spot, word):
                    if cell in crossing:
                        if across:
                            items += [item[cell, x] for x in sorted(letters[cell]) if x != ch]
                        else:
                            items.append(item[cell, ch])
                options.append(items)
                labels.append(w * n_slots + s)
    return n, n_words + n_slots, options, labels


def load_plain(words, slots):
    n, p, options, labels = plain_matrix(words, slots)
    dlx = crossword.DLX(n, p, 1 + n + sum(map(len, options)))
    for items, label in zip(options, labels):
        dlx.add_option(items, label)
    return dlx


# The peers of bench/xcover.py, on the plain matrix; each builds its own
# structures from it inside the timed call, as bench/xcover.py times them.
PEERS = ("exact_cover", "algox_dict", "dlx_pypi")


def peer(name):
    """run() of a peer; ImportError if it cannot run here."""
    sys.path.insert(0, BENCH)
    from xc import contenders
    return contenders.load(name)


def build(contender, grid, words):
    """What the timed call needs: (engine or matrix, slots)."""
    slots, _ = crossword.find_slots(grid)
    if contender == "xcc":
        xcc = crossword.XCC(1, 0, crossword.capacity(words, slots))
        return crossword.load_crossword(xcc, grid, words, slots), slots
    if contender == "bits":
        return crossword.load_crossword(XCoverColor(1), grid, words, slots), slots
    if contender == "dlx-plain":
        return load_plain(words, slots), slots
    if contender in PEERS:
        return plain_matrix(words, slots), slots
    return None, None


OURS = ("xcc", "bits", "dlx-plain", "backtrack")
RUNS = {}                     # peer name: its run(), once loaded


def run(contender, model, grid, words, mode):
    """(count, first filling as rows, or None) of one instance."""
    engine, slots = model
    if contender == "backtrack":
        return fillings(grid, words, 1 if mode == "solve" else LIMIT)
    if contender in PEERS:
        n, p, options, labels = engine
        got = RUNS[contender](n, p, options, mode)
        if mode == "count":
            return got, None
        return (got is not None), got and crossword.fill(grid, words, [labels[i] for i in got],
                                                         slots)
    if mode == "solve":
        labels = engine.solve()
        return (labels is not None), labels and crossword.fill(grid, words, labels, slots)
    found, labels = engine.search(LIMIT)
    return found, labels and crossword.fill(grid, words, labels, slots)


def wrong(grid, words, answer):
    """None if answer (found, first filling or None) is right, else why."""
    found, first = answer
    if not found:
        return "no filling found for a planted crossword"
    if first is None:                     # a peer's count: compared across contenders
        return None
    ok, message = checker.check(text_of(grid, words), "\n".join(first) + "\n", "")
    return None if ok else message


def timed(c, insts, mode, min_seconds):
    """(CPU seconds, wall seconds, peak MB, answers) of contender c over every instance
    (models built untimed): the mean of as many passes as make min_seconds of CPU in all
    (a short workload is timed over several); the peak memory (ru_maxrss) and the answers
    are the first pass's, before any later pass could leave garbage behind."""
    import resource
    cpu = wall = 0.0
    passes, answers, peak = 0, None, None
    while passes == 0 or (cpu < min_seconds and passes < 200):
        models = [build(c, g, w) for g, w in insts]
        start, start_wall = time.process_time(), time.perf_counter()
        got = [run(c, m, g, w, mode) for m, (g, w) in zip(models, insts)]
        cpu += time.process_time() - start
        wall += time.perf_counter() - start_wall
        models = None                     # freed before the next pass builds its own
        if answers is None:
            answers, peak = got, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0
        passes += 1
    return cpu / passes, wall / passes, peak, answers
