"""The worker of bench/covers.py's mincover family (ZOJ 3209 Treasure Map at full size): one
contender on one input file, in this process, its CPU time after start-up (parse, build,
search, every map of the file) printed as the harness's JSON line, with the answers and the
search nodes (items chosen, summed over the maps).

    python3 bench/sc/mincover_worker.py TREE CONTENDER FILE

CONTENDER: bits (XCoverMin, what examples/zoj3209_treasure_map.py pastes, with its TIGHT),
dlx (DLXMin, templates/dlx_min.py, the example's model and TIGHT), peer (a hand-written
bitmask branch and bound, bench/peers/zoj3209.py); weak (bits with the weakest admissible
bound, "one more option": depth + 1 must beat the best, pieces added largest first, stopped
at WEAK_BUDGET nodes a map); tight=K or fewest (bits under the item rule minimum(tight=K),
or always the fewest: the measurement behind the example's TIGHT).
"""
import json
import os
import sys
import time

BENCH = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WEAK_BUDGET = 200000
sys.path.insert(0, BENCH)
from harness import load  # noqa: E402  (a module from its file)


def weak_search(example, engine, n, m, pieces):
    engine.reset(n * m)
    area = [(x2 - x1) * (y2 - y1) for x1, y1, x2, y2 in pieces]
    for k in sorted(range(len(pieces)), key=area.__getitem__, reverse=True):
        x1, y1, x2, y2 = pieces[k]
        engine.add_option([1 + y * n + x for y in range(y1, y2) for x in range(x1, x2)], k)
    engine.minimum(WEAK_BUDGET, tight=example.TIGHT)
    return None                     # stopped at the budget: no answer to compare


def main(tree, contender, path):
    sys.path.insert(0, os.path.join(tree, "templates"))
    example = load(os.path.join(tree, "examples", "zoj3209_treasure_map.py"), "zoj3209")
    with open(path, encoding="ascii") as f:
        text = f.read()
    if contender == "peer":
        peer = load(os.path.join(BENCH, "peers", "zoj3209.py"), "zoj3209_peer")
    elif contender == "dlx":
        import dlx_min
        engine = dlx_min.DLXMin(1, capacity=1 + 900 + 500 * 900)
    else:
        engine = example.XCoverMin(1)
        if contender == "weak":
            example.min_cover_bound = lambda need, live, classes, i, cap: (min(1, cap), i)
        elif contender.startswith("tight=") or contender == "fewest":
            example.TIGHT = 1 << 62 if contender == "fewest" else int(contender[6:])
    cpu, wall = time.process_time(), time.perf_counter()
    answers, nodes = [], 0
    for n, m, pieces in example.read_cases(text):
        if contender == "peer":
            answers.append(peer.fewest_pieces(n, m, pieces))
            continue
        if contender == "weak":
            answers.append(weak_search(example, engine, n, m, pieces))
        else:
            answers.append(example.fewest_pieces(engine, n, m, pieces))
        nodes += engine.nodes
    print(json.dumps({"cpu": time.process_time() - cpu, "wall": time.perf_counter() - wall,
                      "answers": answers, "nodes": nodes}))


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit("usage: mincover_worker.py TREE CONTENDER FILE")
    main(*sys.argv[1:])
