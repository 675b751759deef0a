"""Input validator: exactly one line holding one integer n, 1 <= n <= N_MAX,
written plainly (no sign, no leading zero, no spaces), LF ending.
N_MAX is problem.toml's [params] n_max: the statement's bound is unknown
(source_note), so it is the largest n our stored cases use.
`python validator.py < case.in`: exit 0, or one line and exit 1."""
import re

from problemkit.params import problem_params
from problemkit.scripts import validator_main
from problemkit.strict import FormatError

N_MAX = problem_params(__file__)["n_max"]
NUMBER = re.compile(r"[1-9][0-9]*\Z")


def validate(text):
    """Raises ValueError("line N: ...") on a malformed input."""
    if not text:
        raise FormatError("line 1: empty input, expected n")
    if not text.endswith("\n"):
        raise FormatError("line 1: no final newline")
    lines = text[:-1].split("\n")
    if len(lines) != 1:
        raise FormatError("line 2: expected one line, found %d" % len(lines))
    line = lines[0]
    if not NUMBER.match(line):
        raise FormatError("line 1: expected a plain integer n >= 1, found %r" % line[:40])
    if len(line) > len(str(N_MAX)) or int(line) > N_MAX:
        raise FormatError("line 1: n = %s is above %d" % (line[:40], N_MAX))


if __name__ == "__main__":
    validator_main(validate)
