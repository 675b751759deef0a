"""Input generator for ex_queens: python gen.py SEED [options] prints one input.

  --queries Q        number of lines (default 20)
  --count-max N      largest n for "n count" (default 9)
  --one-max N        largest n for "n one" (default: problem.toml's max_one_n)
  --modes M          count, one or both (default both)
Only random.Random(SEED) is used, so a seed and its options reproduce the case.
"""
import argparse
import random

from problemkit.params import problem_params


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("seed", type=int)
    ap.add_argument("--queries", type=int, default=20)
    ap.add_argument("--count-max", type=int, default=9)
    ap.add_argument("--one-max", type=int, default=problem_params(__file__)["max_one_n"])
    ap.add_argument("--modes", default="both", choices=("count", "one", "both"))
    a = ap.parse_args()
    rng = random.Random(a.seed)
    modes = ["count", "one"] if a.modes == "both" else [a.modes]
    lines = []
    for _ in range(a.queries):
        mode = rng.choice(modes)
        lines.append("%d %s" % (rng.randint(1, a.count_max if mode == "count" else a.one_max), mode))
    print("\n".join(lines))


if __name__ == "__main__":
    main()
