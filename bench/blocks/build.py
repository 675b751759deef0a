"""One run of bench/blocks_in_use.py's "build" workloads, in a fresh process:

    python bench/blocks/build.py MODEL CONTENDER BLOCK_FILE [REPEAT]

How fast dlx-template builds a model: REPEAT builds (a judge's test cases), each a reset
and every option, by the block in BLOCK_FILE (templates/dlx.py of the checkout or of a
--rev copy) or by a hand-written port of the kuangbin build (CONTENDER "hand",
bench/peers/dlx_hand_link.py). The pools are allocated once, untimed. Prints one JSON
line: cpu, wall, and a hash of the links built (PYTHONHASHSEED=0: equal across sides).

Models: HUST 1017 at full size (1000 items, 1000 options of 10-100 random items), the
16x16 Sudoku matrix (1024 items, 4096 options of 4), pentomino 6x10 placements (72
items, 2056 options of 6).
"""
import json
import os
import random
import sys
import time

BENCH = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPEAT = 20


def models():
    rng = random.Random(1017)
    hust = (1000, [sorted(rng.sample(range(1, 1001), rng.randint(10, 100))) for _ in range(1000)])
    n = 16
    sudoku = (4 * n * n, [[1 + r * n + c, 1 + n * n + r * n + d, 1 + 2 * n * n + c * n + d,
                           1 + 3 * n * n + (r // 4 * 4 + c // 4) * n + d]
                          for r in range(n) for c in range(n) for d in range(n)])
    sys.path.insert(0, BENCH)
    from xc import pentomino
    n_pent, _, pent = pentomino.model(6, 10)
    return {"HUST 1017 full size": hust, "16x16 Sudoku matrix": sudoku,
            "pentominoes 6x10": (n_pent, pent)}


def worker(model, contender, module_path, repeat=REPEAT):
    """Time REPEAT builds of model by contender ("hand", or the block at module_path)."""
    import gc
    n, options = models()[model]
    cap = 1 + n + sum(map(len, options))
    if contender == "hand":
        sys.path.insert(0, os.path.join(BENCH, "peers"))
        from dlx_hand_link import HandDLX as Engine
    else:
        import importlib.util
        spec = importlib.util.spec_from_file_location("dlx_under_test", module_path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        Engine = mod.DLX
    # Pools allocated once (untimed), as a judge's process would; each of the
    # REPEAT builds (a test case) resets the headers and adds every option.
    e = Engine(n, cap) if contender == "hand" else Engine(n, None, cap)
    gc.collect()
    links = []                          # no build (repeat 0): a process's floor
    start, start_wall = time.process_time(), time.perf_counter()
    for _ in range(repeat):
        if contender == "hand":
            e.init(n)
            add = e.add_row
            for k, items in enumerate(options):
                add(k, items)
            links = e.D[:e.sz]
        else:
            e.reset(n)
            add = e.add_option
            for k, items in enumerate(options):
                add(items, k)
            links = e.D[:e.top]
    cpu, wall = time.process_time() - start, time.perf_counter() - start_wall
    print(json.dumps({"cpu": cpu, "wall": wall, "links": hash(tuple(links)) & 0xffffffff}))



if __name__ == "__main__":
    worker(sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]) if len(sys.argv) > 4 else REPEAT)
