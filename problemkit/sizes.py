"""Inputs that are one size per line, n in 1..max_n (ex_langford, ex_qdomination): the
validator's rules and the generator, in one place for both problems."""
import argparse
import random
import re

from .strict import FormatError, strict_lines

SIZE = re.compile(r"[1-9][0-9]*\Z")


def validate_sizes(text, max_n, max_lines):
    """The number of lines; FormatError("line N: ...") unless text is 1 to max_lines lines,
    each one n (1 <= n <= max_n) without leading zeros, under strict_lines' rules."""
    lines = strict_lines(text)
    if len(lines) > max_lines:
        raise FormatError("line %d: more than %d lines" % (max_lines + 1, max_lines))
    for k, line in enumerate(lines, 1):
        if not SIZE.match(line):
            raise FormatError("line %d: expected one n, got %r" % (k, line[:40]))
        if int(line) > max_n:
            raise FormatError("line %d: n = %s outside 1..%d" % (k, line, max_n))
    return len(lines)


def generator_main(default_max):
    """`gen.py SEED [--lines L] [--max N]`: L sizes drawn by random.Random(SEED) in
    1..N (N by default `default_max`), one a line."""
    ap = argparse.ArgumentParser()
    ap.add_argument("seed", type=int)
    ap.add_argument("--lines", type=int, default=4)
    ap.add_argument("--max", type=int, default=default_max)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    print("\n".join(str(rng.randint(1, a.max)) for _ in range(a.lines)))
