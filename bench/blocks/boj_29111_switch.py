"""Why solutions/boj_29111.py switches from DLX to its construction at N_DLX: the nodes
(items chosen, the block's dlx.nodes) and time of the exact-cover search for every n up to
45 (CPython, in process; extra nodes = nodes beyond the options of the cover found, what a
search that never backtracks would choose). A count, not a race: run by
hand when the model changes (bench/blocks_in_use.py --only boj_29111 times the solution itself).

    python3 bench/blocks/boj_29111_switch.py [MAX_N] [BUDGET_S]
"""
import importlib.util
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
spec = importlib.util.spec_from_file_location(
    "boj_29111_solution", os.path.join(ROOT, "solutions", "boj_29111.py"))
SOL = importlib.util.module_from_spec(spec)
spec.loader.exec_module(SOL)


def switch(max_n, budget_s):
    print("| n | nodes | extra | time |")
    print("|---|---|---|---|")
    for n in range(1, max_n + 1):
        parity = SOL.reserve_parity(n)
        dlx = SOL.DLX(3 * n + 1, capacity=SOL.model_capacity(n))
        SOL.build_model(dlx, n, [k for k in range(1, n + 2) if k % 2 == parity])
        start = time.perf_counter()
        first = dlx.solve()
        elapsed = time.perf_counter() - start
        print("| %d | %d | %d | %.4f s |" % (n, dlx.nodes, dlx.nodes - len(first or ()),
                                            elapsed))
        if elapsed > budget_s:
            print("\n(stopped: n = %d took over %.1f s)" % (n, budget_s))
            break


if __name__ == "__main__":
    switch(int(sys.argv[1]) if len(sys.argv) > 1 else 45,
           float(sys.argv[2]) if len(sys.argv) > 2 else 5.0)
