"""The strict rules every stored input follows, for validators: LF endings, a final
newline, no trailing spaces. A malformed input raises FormatError("line N: ...")."""


class FormatError(ValueError):
    """A malformed input; the message starts with "line N: "."""


def strict_lines(text):
    """The lines of a stored input, which must use LF endings, end with a newline
    and carry no trailing spaces. Raises FormatError("line N: ...")."""
    if not text:
        raise FormatError("line 1: empty input")
    if not text.endswith("\n"):
        raise FormatError("line %d: no final newline" % (text.count("\n") + 1))
    lines = text[:-1].split("\n")
    for i, line in enumerate(lines, 1):
        if "\r" in line:
            raise FormatError("line %d: CR character (use LF line endings)" % i)
        if line != line.rstrip():
            raise FormatError("line %d: trailing whitespace" % i)
    return lines


def plain_int(token):
    """True for a non-negative integer written plainly: ASCII digits, no sign, no
    leading zero (except "0" itself)."""
    return token.isdigit() and token.isascii() and token == str(int(token))
