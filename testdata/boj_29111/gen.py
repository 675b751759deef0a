"""Generator: one input, n drawn uniformly from [--min, --max] with
random.Random(SEED); --mod R keeps only n = R (mod 4), so that every class of
the construction (and of the reserve's parity) can be asked for.

    python gen.py SEED [--min A] [--max B] [--mod R]     (defaults: 1, 3000)"""
import argparse
import random


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("seed", type=int)
    p.add_argument("--min", type=int, default=1)
    p.add_argument("--max", type=int, default=3000)
    p.add_argument("--mod", type=int, choices=range(4))
    args = p.parse_args()
    pool = range(args.min, args.max + 1)
    if args.mod is not None:
        first = args.min + (args.mod - args.min) % 4
        pool = range(first, args.max + 1, 4)
    if args.min < 1 or not pool:
        p.error("no n >= 1 in [--min, --max] with that --mod")
    print(random.Random(args.seed).choice(pool))


if __name__ == "__main__":
    main()
