"""What every testdata/<problem>/validator.py shares: the strict line rules of a
stored input (strict_lines) and the command line

    python testdata/<problem>/validator.py < case.in

exit 0 for a valid input, or one line on stderr ("line N: ...") and exit 1.
"""
import sys


def validator_main(validate):
    """Run validate(text) on stdin; never a traceback for a bad input."""
    try:
        validate(sys.stdin.buffer.read().decode("utf-8"))
    except UnicodeDecodeError as e:
        sys.exit("line ?: not UTF-8 text (%s)" % e.reason)
    except ValueError as e:
        sys.exit(str(e))


def strict_lines(text):
    """The lines of a stored input, which must use LF endings, end with a newline
    and carry no trailing spaces. Raises ValueError("line N: ...")."""
    if not text:
        raise ValueError("line 1: empty input")
    if not text.endswith("\n"):
        raise ValueError("line %d: no final newline" % (text.count("\n") + 1))
    lines = text[:-1].split("\n")
    for i, line in enumerate(lines, 1):
        if "\r" in line:
            raise ValueError("line %d: CR character (use LF line endings)" % i)
        if line != line.rstrip():
            raise ValueError("line %d: trailing whitespace" % i)
    return lines
