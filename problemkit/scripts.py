"""The command line every validator shares:

    python testdata/<problem>/validator.py < case.in   exit 0, or one line ("line N: ...")
                                                      on stderr and exit 1

(with the repository root on PYTHONPATH, as the runner, stress and the tests set it).
The Sudoku problems' ref.py and gen.py command lines are problemkit.sudoku.commands."""
import sys


def validator_main(validate):
    """Run validate(text) on stdin; never a traceback for a bad input."""
    try:
        validate(sys.stdin.buffer.read().decode("utf-8"))
    except UnicodeDecodeError as e:
        sys.exit("line ?: not UTF-8 text (%s)" % e.reason)
    except ValueError as e:
        sys.exit(str(e))
