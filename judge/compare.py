"""Comparing an output with the answer: strict lines or whitespace-separated tokens, with a
message naming the first difference, whitespace made visible."""

_VISIBLE = {ord(" "): "·", ord("\t"): "→", ord("\r"): "␍"}
_VISIBLE.update((c, "\\x%02x" % c) for c in list(range(32)) + [127] if c not in _VISIBLE)


def _visible(b, width=60):
    """A line quoted, whitespace made visible (space '·', tab '→', CR '␍') and other control
    bytes escaped (\\x00), cut at width characters."""
    s = b.decode("utf-8", "replace")
    cut = "…" if len(s) > width else ""
    return '"%s%s"' % (s[:width].translate(_VISIBLE), cut)


def _strict_lines(data):
    lines = [line.rstrip(b" \t") for line in data.replace(b"\r\n", b"\n").split(b"\n")]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def compare_strict(output, answer):
    """Equal after CRLF -> LF, dropping spaces/tabs at line ends and blank lines at the very
    end (so a missing final newline is fine). Leading blank lines, inner whitespace, a lone CR
    and letter case all count. Returns (ok, message naming the first differing line)."""
    return _first_difference("line", _strict_lines(output), _strict_lines(answer))


def compare_tokens(output, answer):
    """Whitespace-separated tokens equal (bytes.split: ASCII whitespace)."""
    return _first_difference("token", output.split(), answer.split())


def _first_difference(unit, got, exp):
    """(True, "") if the lists are equal, else (False, "<unit> N: expected ..., got ...")."""
    for i in range(max(len(got), len(exp))):
        g = got[i] if i < len(got) else None
        e = exp[i] if i < len(exp) else None
        if g != e:
            return False, "%s %d: expected %s, got %s" % (
                unit, i + 1, "<end of answer>" if e is None else _visible(e),
                "<end of output>" if g is None else _visible(g))
    return True, ""
