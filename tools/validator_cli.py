"""The command line every testdata/<problem>/validator.py shares:

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
