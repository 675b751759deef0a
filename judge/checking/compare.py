"""Comparing an output with the answer: strict lines or whitespace-separated tokens, with a
message naming the first difference, whitespace made visible; the default output validator's
token rules (compare_default) for problem packages and the float and case-insensitive modes."""
import argparse
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


# ---------------------------------------------------------------------------- comparators
# How an output is compared is an object the Job carries (as oj's comparators are), never a
# string the judge branches on. Every checker of the judge, these and the programs of
# judge/checking/checkers.py, has the same three methods: check(input, output, answer) -> (ok,
# message), for_case(case) -> the checker for that case (a package's flags per group), and
# close().

MODES = ("strict", "tokens", "tokens-nocase", "float:EPS", "checker")
# the one list of comparison modes: problem.toml's `compare` and --compare (which takes all
# but "checker": --checker FILE names the file)


class Comparator:
    """A comparison in the runner: `rule(output, answer, **options)`, the same for every case
    unless `flags` say otherwise (a package's default validator: for_case reads its flags)."""

    def __init__(self, rule, name, **options):
        self.rule, self.name, self.options = rule, name, options

    def check(self, input_bytes, output_bytes, answer_bytes):
        return self.rule(output_bytes, answer_bytes, **self.options)

    def for_case(self, case):
        flags = getattr(case, "flags", None)
        return self if flags is None else default_validator(flags)

    def close(self):
        pass

    def __repr__(self):
        return "<compare %s>" % self.name


def comparator(mode):
    """The Comparator for a mode of MODES but "checker"; ValueError (naming the modes) for
    any other text."""
    if mode == "strict":
        return Comparator(compare_strict, mode)
    if mode == "tokens":
        return Comparator(compare_tokens, mode)
    if mode == "tokens-nocase":
        return Comparator(compare_default, mode)
    if mode.lower().startswith("float:"):
        eps = parse_float(mode[6:].strip().encode())
        if eps is not None and eps >= 0:     # other tokens as the default validator's: any case
            return Comparator(compare_default, mode, abs_tol=eps, rel_tol=eps)
    raise ValueError("must be one of %s (EPS a number >= 0), not %r" % (
        ", ".join(MODES[:-1]), mode))


def mode_of(text):
    """argparse type for --compare: the text, once comparator() takes it."""
    try:
        comparator(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e))
    return text


def default_validator(flags):
    """Kattis' default output validator with a group's flags, as a Comparator."""
    options = parse_default_flags(flags)
    return Comparator(compare_default, "default validator %s" % " ".join(flags), **options)


def parse_default_flags(flags):
    """{compare_default keyword: value} for the default validator's flags (case_sensitive,
    space_change_sensitive, float_tolerance E, float_relative_tolerance E,
    float_absolute_tolerance E); ValueError for anything it does not know (the default
    validator exits with a judge error on it)."""
    options, i = {}, 0
    while i < len(flags):
        flag = flags[i]
        if flag in ("case_sensitive", "space_change_sensitive"):
            options[flag] = True
            i += 1
            continue
        if flag in ("float_tolerance", "float_relative_tolerance", "float_absolute_tolerance"):
            value = parse_float(flags[i + 1].encode()) if i + 1 < len(flags) else None
            if value is None:
                raise ValueError("validator flag %s needs a number" % flag)
            if flag != "float_absolute_tolerance":
                options["rel_tol"] = value
            if flag != "float_relative_tolerance":
                options["abs_tol"] = value
            i += 2
            continue
        raise ValueError("unknown default validator flag %r" % flag)
    return options
