"""Input generator for ex_qdomination: python gen.py SEED [options] prints one input.

  --lines L      number of boards (default 4)
  --max N        largest n (default 8: the reference's search stays short)
Only random.Random(SEED) is used, so a seed and its options reproduce the case.
"""
from problemkit.sizes import generator_main

if __name__ == "__main__":
    generator_main(default_max=8)
