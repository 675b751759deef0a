"""Reference for ex_crossword, sharing no code with the template blocks or the
example: problemkit.crossword's backtracker (the slot with the fewest fitting
words first). stdin -> stdout, the example's formats; an input without a
filling (never stored: the validator rejects it) exits 1."""
import sys

from problemkit.crossword import fillings


def main():
    lines = [line.strip() for line in sys.stdin.read().split("\n") if line.strip()]
    count, first = fillings(lines[:-1], lines[-1].split(";"), 1)
    if not count:
        sys.exit("ref: no filling")
    print("\n".join(first))


if __name__ == "__main__":
    main()
