"""Input generator for ex_langford: python gen.py SEED [options] prints one input.

  --lines L      number of lines (default 4)
  --max N        largest n (default 8: the reference stays quick)
Only random.Random(SEED) is used, so a seed and its options reproduce the case.
"""
from problemkit.sizes import generator_main

if __name__ == "__main__":
    generator_main(default_max=8)
