"""Input validator: exactly one line holding one integer n, 1 <= n <= N_MAX,
written plainly (no sign, no leading zero, no spaces), LF ending.
N_MAX = 10^6: the statement's bound is unknown (problem.toml, source_note); this
is the largest n our stored cases use.
`python validator.py < case.in`: exit 0, or one line and exit 1."""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
from tools.validator_cli import validator_main  # noqa: E402

N_MAX = 10 ** 6
NUMBER = re.compile(r"[1-9][0-9]*\Z")


def validate(text):
    """Raises ValueError("line N: ...") on a malformed input."""
    if not text:
        raise ValueError("line 1: empty input, expected n")
    if not text.endswith("\n"):
        raise ValueError("line 1: no final newline")
    lines = text[:-1].split("\n")
    if len(lines) != 1:
        raise ValueError("line 2: expected one line, found %d" % len(lines))
    line = lines[0]
    if not NUMBER.match(line):
        raise ValueError("line 1: expected a plain integer n >= 1, found %r" % line[:40])
    if len(line) > 7 or int(line) > N_MAX:
        raise ValueError("line 1: n = %s is above %d" % (line[:40], N_MAX))


if __name__ == "__main__":
    validator_main(validate)
