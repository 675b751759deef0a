"""Comparing an output with the answer: strict lines or whitespace-separated tokens, with a
message naming the first difference, whitespace made visible; the default output validator's
token rules (compare_default) for problem packages and the float and case-insensitive modes."""
import math
import re

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


# ---------------------------------------------------------------------------- token rules
# Kattis' default output validator, as problemtools' support/default_validator.cc does it:
# tokens split on ASCII whitespace; letter case ignored unless case_sensitive; whitespace
# must match byte for byte when space_change_sensitive; where the answer's token is a float
# and a tolerance is set, the output's token must be a float within the absolute OR the
# relative tolerance (any float spelling: 0.0314 matches 3.14e-2). `--compare float:EPS`
# and `--compare tokens-nocase` are this function with fixed flags (FOLDERLESS_MODES).

_SPACE = b" \t\n\v\f\r"
_FLOAT = re.compile(rb"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\Z")
_HEX_FLOAT = re.compile(rb"[+-]?0[xX]([0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)"
                        rb"([pP][+-]?\d+)?\Z")


def parse_float(token):
    """The value of a token that C's sscanf("%lf") reads whole, finite; else None (no
    inf, nan, or Python-only spellings such as 1_000)."""
    try:
        if _FLOAT.match(token):
            value = float(token)
        elif _HEX_FLOAT.match(token):
            text = token.decode("ascii")
            value = float.fromhex(text if "p" in text.lower() else text + "p0")
        else:
            return None
    except (ValueError, OverflowError):
        return None
    return value if math.isfinite(value) else None


def compare_default(output, answer, case_sensitive=False, space_change_sensitive=False,
                    abs_tol=None, rel_tol=None):
    """(ok, message) by the default validator's rules (see above)."""
    if space_change_sensitive:
        got, exp = _space_runs(output), _space_runs(answer)
    else:
        got, exp = output.split(), answer.split()
    use_floats = abs_tol is not None or rel_tol is not None
    for i in range(max(len(got), len(exp))):
        g = got[i] if i < len(got) else None
        e = exp[i] if i < len(exp) else None
        if g is None or e is None:
            return False, "token %d: expected %s, got %s" % (
                i + 1, "<end of answer>" if e is None else _visible(e),
                "<end of output>" if g is None else _visible(g))
        if space_change_sensitive and (e[:1] in (b"",) or e[0] in _SPACE):
            if g != e:
                return False, "token %d: whitespace %s expected, got %s" % (
                    i + 1, _visible(e), _visible(g))
            continue
        want = parse_float(e) if use_floats else None
        if want is not None:
            have = parse_float(g)
            if have is None:
                return False, "token %d: expected a float, got %s" % (i + 1, _visible(g))
            diff = abs(have - want)
            if not ((abs_tol is not None and diff <= abs_tol)
                    or (rel_tol is not None and diff <= rel_tol * abs(want))):
                return False, "token %d: expected %s, got %s (difference %.3g)" % (
                    i + 1, _visible(e), _visible(g), diff)
        elif (g != e) if case_sensitive else (g.lower() != e.lower()):
            return False, "token %d: expected %s, got %s" % (i + 1, _visible(e), _visible(g))
    return True, ""


def _space_runs(data):
    """data cut into alternating runs of whitespace and of other bytes, in order."""
    return [m.group(0) for m in re.finditer(rb"[ \t\n\v\f\r]+|[^ \t\n\v\f\r]+", data)]


def folderless_mode(text):
    """argparse type for --compare: strict, tokens, tokens-nocase or float:EPS (EPS a finite
    number >= 0, absolute or relative)."""
    if text in ("strict", "tokens", "tokens-nocase"):
        return text
    if text.startswith("float:"):
        try:
            eps = float(text[6:])
        except ValueError:
            eps = -1.0
        if math.isfinite(eps) and eps >= 0:
            return text
    raise ValueError(text)


def compare_mode(mode, output, answer):
    """(ok, message) for a comparison mode other than a checker."""
    if mode == "strict":
        return compare_strict(output, answer)
    if mode == "tokens":
        return compare_tokens(output, answer)
    if mode == "tokens-nocase":
        return compare_default(output, answer)
    if mode.startswith("float:"):
        eps = float(mode[6:])
        return compare_default(output, answer, case_sensitive=True, abs_tol=eps, rel_tol=eps)
    raise ValueError("unknown comparison %r" % mode)
