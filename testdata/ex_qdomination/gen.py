"""Input generator for ex_qdomination: python gen.py SEED [options] prints one input.

  --lines L      number of boards (default 4)
  --max N        largest n (default 8: the reference's search stays short)
Only random.Random(SEED) is used, so a seed and its options reproduce the case.
"""
import argparse
import random


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("seed", type=int)
    ap.add_argument("--lines", type=int, default=4)
    ap.add_argument("--max", type=int, default=8)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    print("\n".join(str(rng.randint(1, a.max)) for _ in range(a.lines)))


if __name__ == "__main__":
    main()
