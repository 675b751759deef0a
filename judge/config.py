"""The judge's one config layer: the TOML of problem.toml and the YAML of problem packages,
each read with the standard library only (Python 3.8+, PyPy3), by the runner and the problem
scripts alike (problemkit.params), and each refusing what it does not read with one line.

    read_toml(path), loads_toml(text)   TOML 1.0.0 (https://toml.io/en/v1.0.0), the subset
                                        problem.toml needs; never tomllib, so every Python
                                        reads a file the same way
    read_yaml(path), loads_yaml(text)   YAML 1.2.2, core schema (https://yaml.org/spec/1.2.2/),
                                        the subset packages use; values that YAML 1.1 (PyYAML,
                                        which problemtools reads packages with) reads
                                        differently are refused, never guessed

loads_* raise ConfigError("line N: ..."); read_* raise JudgeError("PATH: malformed TOML|YAML:
line N: ...") for broken data (and for a file that cannot be read). Both refuse a byte-order
mark, a CR that is not part of CRLF, and control characters. tests/judge/test_config.py holds
every refusal and checks that what is read agrees with tomllib and with PyYAML.
"""
import os
import re
import stat

from .errors import JudgeError

MAX_YAML_DEPTH = 16      # nested blocks; problem.yaml needs 4 (credits.translators.xx: [...])
MAX_CONFIG_BYTES = 1 << 20
INT64 = (-(1 << 63), (1 << 63) - 1)


class ConfigError(ValueError):
    """A config text that is malformed or outside what we read: "line N: why"."""


def _fail(number, message):
    raise ConfigError("line %d: %s" % (number, message))


def _read(path, kind, loads):
    """loads(the text of path): a regular UTF-8 file (a FIFO or a device is never read)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            os.close(fd)
            raise JudgeError("%s: not a regular file" % path)
        with os.fdopen(fd, "rb") as f:
            raw = f.read(MAX_CONFIG_BYTES + 1)
        if len(raw) > MAX_CONFIG_BYTES:
            raise JudgeError("%s: over %d KB: not a config file" % (path, MAX_CONFIG_BYTES >> 10))
        text = raw.decode("utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise JudgeError("%s: cannot read: %s" % (path, e))
    try:
        return loads(text)
    except ConfigError as e:
        raise JudgeError("%s: malformed %s: %s" % (path, kind, e))


def _lines(text):
    """The lines of text (LF or CRLF), after the checks both readers share."""
    if text.startswith("\ufeff"):
        _fail(1, "a byte-order mark (BOM): save the file as UTF-8 without one")
    lines = text.split("\n")
    for number, line in enumerate(lines, 1):
        if line.endswith("\r"):
            line = lines[number - 1] = line[:-1]
        if "\r" in line:
            _fail(number, "a CR that is not part of CRLF (old Mac line ends): use LF")
        bad = _CONTROL.search(line)
        if bad:
            _fail(number, "control character U+%04X" % ord(bad.group()))
    return lines


_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f]")


# ---------------------------------------------------------------------------------- TOML

def read_toml(path):
    """The TOML file at path as a dict; JudgeError with one line naming file and line."""
    return _read(path, "TOML", loads_toml)


_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
_TOML_INT = re.compile(r"[+-]?(0|[1-9](_?[0-9])*)\Z")
_TOML_FLOAT = re.compile(
    r"[+-]?(0|[1-9](_?[0-9])*)(\.[0-9](_?[0-9])*)?([eE][+-]?[0-9](_?[0-9])*)?\Z")
_TOML_DATE = re.compile(r"\d{4}-\d{2}-\d{2}|\d{2}:\d{2}")
_TOML_ESCAPES = {"b": "\b", "t": "\t", "n": "\n", "f": "\f", "r": "\r", '"': '"', "\\": "\\"}
_TOML_VALUE_END = " \t,]#"


def loads_toml(text):
    """TOML 1.0 text as a dict. What it reads: `key = value` lines with bare keys, `#`
    comments, blank lines, and `[table]` headers with bare names (one level); values are
    "basic strings" (with TOML's escapes), 'literal strings', decimal integers in the signed
    64-bit range and floats (both with `_` between digits: 1_000_000), true and false, and
    one-line arrays of those. Everything else TOML has (dotted or quoted keys, [a.b],
    [[tables]], inline tables, multi-line strings and arrays, 0x/0o/0b integers, inf and nan,
    dates and times) is refused, as is whatever TOML itself forbids (a duplicate key, a
    leading zero, a control character): ConfigError("line N: ...")."""
    data = table = {}
    for number, line in enumerate(_lines(text), 1):
        i = _skip_space(line, 0)
        if i == len(line) or line[i] == "#":
            continue
        if line[i] == "[":
            name, i = _toml_header(line, i, number)
            if name in data:
                _fail(number, "duplicate key %r" % name)
            table = data[name] = {}
        else:
            key, i = _toml_key(line, i, number)
            value, i = _toml_value(line, i, number)
            if key in table:
                _fail(number, "duplicate key %r" % key)
            table[key] = value
        i = _skip_space(line, i)
        if i < len(line) and line[i] != "#":
            _fail(number, "unexpected text after the value: %r" % line[i:])
    return data


def _skip_space(line, i):
    while i < len(line) and line[i] in " \t":
        i += 1
    return i


def _toml_header(line, i, number):
    if line.startswith("[[", i):
        _fail(number, "arrays of tables ([[name]]) are not read")
    m = _BARE_KEY.match(line, _skip_space(line, i + 1))
    end = _skip_space(line, m.end()) if m else i + 1
    if not m or end >= len(line) or line[end] != "]":
        _fail(number, "expected [name] with a bare name (dotted or quoted table names "
                      "are not read)")
    return m.group(), end + 1


def _toml_key(line, i, number):
    if line[i] in "\"'":
        _fail(number, "quoted keys are not read: use a bare key (A-Z a-z 0-9 _ -)")
    m = _BARE_KEY.match(line, i)
    if not m:
        _fail(number, "expected key = value")
    j = _skip_space(line, m.end())
    if j < len(line) and line[j] == ".":
        _fail(number, "dotted keys are not read: use a [table]")
    if j >= len(line) or line[j] != "=":
        _fail(number, "expected key = value")
    return m.group(), _skip_space(line, j + 1)


def _toml_value(line, i, number, in_array=False):
    """(the value that starts at line[i], the index after it)."""
    if i >= len(line):
        _fail(number, "a key without a value")
    c = line[i]
    if c == '"':
        if line.startswith('"""', i):
            _fail(number, 'multi-line strings (""") are not read')
        return _toml_basic(line, i + 1, number)
    if c == "'":
        if line.startswith("'''", i):
            _fail(number, "multi-line strings (''') are not read")
        end = line.find("'", i + 1)
        if end < 0:
            _fail(number, "unterminated string")
        return line[i + 1:end], end + 1
    if c == "[":
        if in_array:
            _fail(number, "arrays in arrays are not read")
        return _toml_array(line, i + 1, number)
    if c == "{":
        _fail(number, "inline tables ({...}) are not read: use a [table]")
    j = i
    while j < len(line) and line[j] not in _TOML_VALUE_END:
        j += 1
    return _toml_scalar(line[i:j], number), j


def _toml_basic(line, i, number):
    out = []
    while i < len(line):
        c = line[i]
        if c == '"':
            return "".join(out), i + 1
        if c == "\\":
            e = line[i + 1:i + 2]
            if e in _TOML_ESCAPES:
                out.append(_TOML_ESCAPES[e])
                i += 2
                continue
            size = {"u": 4, "U": 8}.get(e)
            digits = line[i + 2:i + 2 + size] if size else ""
            if not size or not re.match(r"[0-9A-Fa-f]{%d}\Z" % size, digits):
                _fail(number, "unsupported escape %r in a string" % line[i:i + 2])
            code = int(digits, 16)
            if code > 0x10FFFF or 0xD800 <= code <= 0xDFFF:
                _fail(number, "escape %r is not a Unicode scalar value" % line[i:i + 2 + size])
            out.append(chr(code))
            i += 2 + size
            continue
        out.append(c)
        i += 1
    _fail(number, "unterminated string (multi-line strings are not read)")


def _toml_array(line, i, number):
    items = []
    while True:
        i = _skip_space(line, i)
        if i < len(line) and line[i] == "]":
            return items, i + 1
        if i >= len(line) or line[i] == "#":
            _fail(number, "an array must end on its line (multi-line arrays are not read)")
        value, i = _toml_value(line, i, number, in_array=True)
        items.append(value)
        i = _skip_space(line, i)
        if i < len(line) and line[i] == ",":
            i += 1
        elif i < len(line) and line[i] != "]":
            _fail(number, "expected , or ] in an array")


def _toml_scalar(token, number):
    if not token:
        _fail(number, "a value is missing")
    if token in ("true", "false"):
        return token == "true"
    if _TOML_INT.match(token):
        value = int(token.replace("_", ""))
        if not INT64[0] <= value <= INT64[1]:
            _fail(number, "%s is outside TOML's 64-bit integers" % token)
        return value
    if _TOML_FLOAT.match(token):
        return float(token.replace("_", ""))
    if token.lstrip("+-") in ("inf", "nan"):
        _fail(number, "inf and nan are not read: a limit or bound is a finite number")
    if re.match(r"[+-]?0[xob]", token):
        _fail(number, "hexadecimal, octal and binary integers are not read: write %r in "
                      "decimal" % token)
    if _TOML_DATE.match(token):
        _fail(number, "dates and times are not read")
    if re.match(r"[+-]?0[0-9_]", token):
        _fail(number, "%r: TOML allows no leading zero" % token)
    _fail(number, "not a TOML value: %r (a string needs quotes)" % token)


# ---------------------------------------------------------------------------------- YAML

def read_yaml(path, yaml11_booleans=False):
    """The YAML file at path (dicts, lists, str, int, float, bool, None; None when empty);
    JudgeError with one line naming file and line. yaml11_booleans: loads_yaml's."""
    return _read(path, "YAML", lambda text: loads_yaml(text, yaml11_booleans))


class Yaml11Boolean(str):
    """A plain yes/no/on/off/y/n read with yaml11_booleans: the string YAML 1.2 reads (and
    BAPCtools, with ruamel), carrying the boolean YAML 1.1 reads (PyYAML, problemtools) and
    its line, for a reader that expects a boolean there."""

    def __new__(cls, text, line):
        self = str.__new__(cls, text)
        self.boolean = text[0] in "yYoO" and text not in ("off", "Off", "OFF")
        self.line = line
        return self


# YAML 1.1 (PyYAML's resolver, and the 1.1 type repository) against the 1.2 core schema:
# each plain scalar that one reads differently from the other is refused, saying how.
_YAML11_BOOLS = ("y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO",
                 "on", "On", "ON", "off", "Off", "OFF")
_CORE_INT = re.compile(r"[-+]?[0-9]+\Z")
_CORE_FLOAT = re.compile(r"[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?\Z")
_YAML11_FLOAT = re.compile(r"([-+]?[0-9][0-9_]*\.[0-9_]*|\.[0-9][0-9_]*)([eE][-+][0-9]+)?\Z")
_NUMBER_WITH_UNDERSCORE = re.compile(
    r"[-+]?([0-9][0-9_]*(\.[0-9_]*)?|\.[0-9][0-9_]*)([eE][-+]?[0-9]+)?\Z")
_SEXAGESIMAL = re.compile(r"[-+]?[0-9][0-9_]*(:[0-5]?[0-9])+(\.[0-9_]*)?\Z")
_RADIX = re.compile(r"[-+]?0([xX][0-9a-fA-F_]+|[oO][0-7_]+|[bB][01_]+)\Z")
_TIMESTAMP = re.compile(r"[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}([Tt ]|\Z)")
_INDICATORS = "-?:,[]{}#&*!|>'\"%@`"
_YAML_ESCAPES = {"0": "\0", "a": "\a", "b": "\b", "t": "\t", "\t": "\t", "n": "\n",
                 "v": "\v", "f": "\f", "r": "\r", "e": "\x1b", " ": " ", '"': '"', "/": "/",
                 "\\": "\\", "N": "\x85", "_": "\xa0", "L": "\u2028", "P": "\u2029"}
_YAML_HEX = {"x": 2, "u": 4, "U": 8}
_KEY = re.compile(r"""("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^\s#'"{}\[\],&*!|>?%@`:-][^#]*?"""
                  r"""|-[^\s#][^#]*?)[ \t]*:([ \t]+|\Z)(.*)\Z""")


def loads_yaml(text, yaml11_booleans=False):
    """YAML 1.2 text, core schema, as dicts, lists and scalars (None for an empty document).
    What it reads: one document (an optional leading ---), block mappings and sequences by
    indentation (spaces only), `# comments`, plain, 'single' and "double" quoted scalars
    (each on one line), one-line flow sequences [a, b] and mappings {a: 1} of scalars, and
    | and > block scalars (with - or + chomping). Scalars resolve as the core schema says:
    null, ~ and nothing; true/false; decimal integers; floats (1.5, .inf, .nan); else a
    string. Refused with ConfigError("line N: ..."): what YAML 1.1 reads differently (yes/no/
    on/off/y/n, 0512, 1_000, 1:30, 1e3 or 1.0e3 without a dot and a signed exponent, 0x1F,
    dates, =, <<), anchors, aliases, tags, directives, explicit ? keys, multi-line plain or
    quoted scalars, several documents, duplicate keys, non-string keys, a tab anywhere but in
    quotes, comments and block scalars (PyYAML trips on many), and nesting deeper than
    MAX_YAML_DEPTH. yaml11_booleans: yes/no/on/off/y/n are read as Yaml11Boolean strings
    (problem packages: problemtools reads them with YAML 1.1, BAPCtools with 1.2)."""
    lines = []
    started = False
    raws = _lines(text)
    if len(raws) > 1 and raws[-1] == "":
        raws.pop()                 # the final line break ends the last line
    for number, raw in enumerate(raws, 1):
        indent = len(raw) - len(raw.lstrip(" "))
        body, tab = _strip_comment(raw)
        body = body.rstrip(" \t")
        if raw[indent:indent + 1] == "\t":      # a blank line's too: PyYAML refuses many
            _fail(number, "a tab in the indentation: indent with spaces")
        if body.startswith("%"):
            _fail(number, "directives (%YAML, %TAG) are not read")
        if body in ("---", "...") or body.startswith(("--- ", "... ")):
            if body != "---" or started:
                _fail(number, "one document only, and nothing after its ---")
            started = True
            continue
        if body.strip():
            started = True
        lines.append((number, indent, body.strip(" \t"), raw, tab))
    reader = _Reader(lines, yaml11_booleans)
    reader.open_end = not text.endswith("\n")   # the last line has no line break
    value = reader.block(0, 0)
    if reader.i < len(reader.lines):
        _fail(reader.lines[reader.i][0], "unexpected indentation")
    return value


def _strip_comment(line):
    """(line without its # comment, whether a tab is in that part outside quotes). A # starts
    a comment at the start or after a space or tab, outside quotes; a quote opens a quoted
    scalar only where a scalar can start."""
    i, start, depth, tab = 0, True, 0, False
    while i < len(line):
        c = line[i]
        if c in " \t":
            tab = tab or c == "\t"
            if i + 1 < len(line) and line[i + 1] == "#":
                return line[:i], tab
            i += 1
            continue
        if c == "#" and i == 0:
            return "", False
        if start and c in "'\"":
            i = _quote_end(line, i) or len(line)
            start = False
            continue
        if c in "-?:" and (i + 1 == len(line) or line[i + 1] in " \t"):
            start = True          # a block entry, an explicit key, a value indicator
        elif c in "[{" and (start or depth):
            depth, start = depth + 1, True
        elif c in ",]}" and depth:
            depth, start = depth - (c != ","), c == ","
        else:
            start = False
        i += 1
    return line, tab


def _quote_end(line, i):
    """The index after the quoted scalar that starts at line[i] (None if it is unclosed)."""
    q, j = line[i], i + 1
    while j < len(line):
        if line[j] == "\\" and q == '"':
            j += 2
        elif line[j] == q:
            if q == "'" and line[j + 1:j + 2] == "'":
                j += 2
            else:
                return j + 1
        else:
            j += 1
    return None


def _is_entry(body):
    return body == "-" or body.startswith(("- ", "-\t"))


class _Reader:
    def __init__(self, lines, yaml11=False):
        self.yaml11 = yaml11     # loads_yaml's yaml11_booleans
        self.lines = lines       # (number, indentation, body without comment, raw, a tab in it)
        self.i = 0
        self.skip_blank()

    def skip_blank(self):
        while self.i < len(self.lines) and not self.lines[self.i][2]:
            self.i += 1

    def line(self):
        """The current line, read as structure (not as a block scalar's text)."""
        number, col, body, raw, tab = self.lines[self.i]
        if tab:
            _fail(number, "a tab outside quotes and comments (PyYAML refuses many): use "
                          "spaces")
        return number, col, body, raw

    def block(self, indent, depth):
        """The block that starts at the current line (indented at least indent)."""
        if self.i >= len(self.lines):
            return None
        number, col, body, _ = self.line()
        if col < indent:
            return None
        if depth >= MAX_YAML_DEPTH:
            _fail(number, "nested deeper than %d levels: not read" % MAX_YAML_DEPTH)
        if _is_entry(body):
            return self.sequence(col, depth)
        if _KEY.match(body):
            return self.mapping(col, depth)
        self.i += 1
        self.skip_blank()
        if body in ("|", ">", "|-", ">-", "|+", ">+"):
            _fail(number, "a block scalar needs a key or a - before it")
        value = _scalar(body, number, self.yaml11)
        self.no_continuation(col - 1)
        return value

    def no_continuation(self, col):
        """A plain or quoted value ends on its line: nothing may follow deeper than col."""
        if self.i < len(self.lines) and self.lines[self.i][1] > col:
            _fail(self.lines[self.i][0], "unexpected indentation (a value that goes on over "
                                         "the next line is not read: keep it on one line, "
                                         "or use | or >)")

    def sequence(self, col, depth):
        items = []
        while self.i < len(self.lines):
            number, c, body, raw = self.line()
            if c != col or not _is_entry(body):
                if c > col:
                    _fail(number, "unexpected indentation")
                break
            rest = body[1:].lstrip(" \t")
            if not rest:
                self.i += 1
                self.skip_blank()
                items.append(self.block(col + 1, depth + 1))
            elif _is_entry(rest):
                _fail(number, "a list that starts inside a list item (- - a) is not read")
            elif _KEY.match(rest):      # "- key: value" starts a mapping in the list
                self.lines[self.i] = (number, col + len(body) - len(rest), rest, raw, False)
                items.append(self.mapping(col + len(body) - len(rest), depth + 1))
            elif rest in ("|", ">", "|-", ">-", "|+", ">+"):
                self.i += 1
                items.append(self.block_scalar(col, rest))
            else:
                self.i += 1
                self.skip_blank()
                items.append(_scalar(rest, number, self.yaml11))
                self.no_continuation(col)
        return items

    def mapping(self, col, depth):
        result = {}
        while self.i < len(self.lines):
            number, c, body, raw = self.line()
            if c < col:
                break
            if c > col:
                _fail(number, "unexpected indentation")
            m = _KEY.match(body)
            if not m:
                _fail(number, "expected key: value" if not _is_entry(body) else
                      "a list item where a key was expected")
            key, rest = _scalar(m.group(1), number), m.group(3).strip(" \t")
            if not isinstance(key, str):
                _fail(number, "the key %s is not a string: quote it" % m.group(1))
            if key in result:
                _fail(number, "duplicate key %r" % key)
            self.i += 1
            if rest in ("|", ">", "|-", ">-", "|+", ">+"):
                result[key] = self.block_scalar(col, rest)
            elif rest[:1] in ("|", ">"):
                _fail(number, "block scalar header %r: only | > |- >- |+ >+ are read" % rest)
            elif rest:
                self.skip_blank()
                result[key] = _scalar(rest, number, self.yaml11)
                self.no_continuation(col)
            else:
                self.skip_blank()
                nxt = self.lines[self.i] if self.i < len(self.lines) else None
                if nxt and (nxt[1] > col or (nxt[1] == col and _is_entry(nxt[2]))):
                    result[key] = self.block(nxt[1], depth + 1)
                else:
                    result[key] = None
        return result

    def block_scalar(self, col, header):
        """A | or > scalar: the raw lines below, indented deeper than col (or blank)."""
        texts, inner = [], None
        while self.i < len(self.lines):
            number, _, _, raw, _ = self.lines[self.i]
            spaces = len(raw) - len(raw.lstrip(" "))
            if raw.strip(" "):
                if spaces <= col:
                    break
                if inner is None:
                    inner = spaces
                    if any(len(t) > inner for t in texts):
                        _fail(number, "a block scalar's first line is indented less than "
                                      "a blank line above it")
                elif spaces < inner:
                    _fail(number, "a block scalar line indented less than its first line")
                if header[0] == ">" and raw[inner] in " \t":
                    _fail(number, "more-indented lines in a > block are not read: use |")
            texts.append(raw)
            self.i += 1
        for k, raw in enumerate(texts):
            if inner is not None and not raw.strip(" ") and len(raw) > inner:
                _fail(self.lines[self.i - len(texts) + k][0], "a blank line of a block scalar "
                      "with spaces past its indentation: not read (drop the spaces)")
        lines = [t[inner:] if inner is not None else "" for t in texts]
        breaks = len(lines) - (self.open_end and self.i == len(self.lines))
        trailing = 0
        while lines and not lines[-1].strip(" "):
            lines.pop()
            trailing += 1
        trailing = min(trailing, breaks - len(lines))   # the breaks after the content
        if header[0] == "|":
            text = "\n".join(lines)
        else:
            text, blank = "", 0
            for k, line in enumerate(lines):
                if not line.strip(" "):
                    blank += 1
                    continue
                if k and text:
                    text += "\n" * blank if blank else " "
                elif blank:
                    text += "\n" * blank
                text += line
                blank = 0
        chomp = header[1:]
        if lines and chomp != "-" and breaks > len(lines) - 1:
            text += "\n"
        if chomp == "+":
            text += "\n" * trailing
        self.skip_blank()
        return text


def _scalar(text, number, yaml11=False):
    """One scalar or one-line flow collection of scalars, resolved by the core schema."""
    text = text.strip(" \t")
    if text.startswith(("[", "{")):
        return _flow(text, number, yaml11)
    if text.startswith(("'", "\"")):
        end = _quote_end(text, 0)
        if end is None:
            _fail(number, "a quoted string must end on its line (for longer text: | or >)")
        if text[end:].strip(" \t"):
            _fail(number, "text after a quoted string: %r" % text[end:].strip())
        if text[0] == "'":
            return text[1:end - 1].replace("''", "'")
        return _unescape(text[1:end - 1], number)
    return _plain(text, number, yaml11)


def _plain(text, number, yaml11=False):
    if text[:1] and text[0] in _INDICATORS and not (
            text[0] in "-?:" and len(text) > 1 and text[1] not in " \t"):
        what = {"&": "anchors", "*": "aliases", "!": "tags", "|": "block scalars here",
                ">": "block scalars here", "?": "explicit keys", "-": "a list item here",
                "%": "directives"}.get(text[0], "a value starting with %r" % text[0])
        _fail(number, "%s: not read (quote the value if it is text)" % what)
    if re.search(r":([ \t]|\Z)|[ \t]#", text):
        _fail(number, "%r: a ': ' inside a plain value is not read (quote it)" % text)
    if text in ("", "~", "null", "Null", "NULL"):
        return None
    if text in ("true", "True", "TRUE", "false", "False", "FALSE"):
        return text[0] in "tT"
    if text in _YAML11_BOOLS:
        if yaml11:
            return Yaml11Boolean(text, number)
        _fail(number, "%r is a boolean in YAML 1.1 (PyYAML, problemtools) but a string in "
                      "YAML 1.2: write true or false, or quote it" % text)
    if _CORE_INT.match(text):
        digits = text.lstrip("+-")
        if len(digits) > 1 and digits[0] == "0":
            _fail(number, "%r: a leading zero makes it octal in YAML 1.1 (PyYAML) and "
                          "decimal in YAML 1.2: drop the zero, or quote it" % text)
        return int(text)
    if _CORE_FLOAT.match(text):
        if not _YAML11_FLOAT.match(text):
            _fail(number, "%r is a float in YAML 1.2 but a string in YAML 1.1 (PyYAML): "
                          "write it with a dot and a signed exponent (1.0e+3), or quote it"
                          % text)
        return float(text)
    if text in (".inf", "+.inf", "-.inf", ".Inf", "+.Inf", "-.Inf", ".INF", "+.INF", "-.INF"):
        return float(text.replace(".", "").lower())
    if text in (".nan", ".NaN", ".NAN"):
        return float("nan")
    if _RADIX.match(text):
        _fail(number, "%r: hexadecimal, octal and binary numbers differ between YAML 1.1 and "
                      "1.2: write it in decimal, or quote it" % text)
    if _NUMBER_WITH_UNDERSCORE.match(text) and "_" in text:
        _fail(number, "%r is a number in YAML 1.1 (PyYAML) but a string in YAML 1.2: drop "
                      "the _, or quote it" % text)
    if _SEXAGESIMAL.match(text):
        _fail(number, "%r is a base-60 number in YAML 1.1 (PyYAML) but a string in YAML 1.2: "
                      "quote it" % text)
    if _TIMESTAMP.match(text):
        _fail(number, "%r is a date in YAML 1.1 (PyYAML) but a string in YAML 1.2: quote it"
                      % text)
    if text in ("=", "<<"):
        _fail(number, "%r means something else in YAML 1.1: quote it" % text)
    return text


def _unescape(body, number):
    out, i = [], 0
    while i < len(body):
        c = body[i]
        if c != "\\":
            out.append(c)
            i += 1
            continue
        e = body[i + 1:i + 2]
        if e in _YAML_ESCAPES:
            out.append(_YAML_ESCAPES[e])
            i += 2
        elif e in _YAML_HEX:
            digits = body[i + 2:i + 2 + _YAML_HEX[e]]
            if not re.match(r"[0-9A-Fa-f]{%d}\Z" % _YAML_HEX[e], digits):
                _fail(number, "bad escape %r in a string" % body[i:i + 2 + _YAML_HEX[e]])
            code = int(digits, 16)
            if code > 0x10FFFF or 0xD800 <= code <= 0xDFFF:
                _fail(number, "escape \\%s%s is not a Unicode scalar value" % (e, digits))
            out.append(chr(code))
            i += 2 + len(digits)
        else:
            _fail(number, "bad escape %r in a string" % body[i:i + 2])
    return "".join(out)


def _flow(text, number, yaml11=False):
    """[a, b] or {a: 1, b: 2} on one line, of scalars."""
    close = "]" if text[0] == "[" else "}"
    parts, i, current = [], 1, ""
    while True:
        if i >= len(text):
            _fail(number, "a flow collection must end on its line")
        c = text[i]
        if c in "'\"" and not current.strip():
            end = _quote_end(text, i) or len(text)
            current += text[i:end]
            i = end
            continue
        if c in "[]{}" and c != close:
            _fail(number, "nested flow collections are not read")
        if c == "," or c == close:
            parts.append(current.strip(" \t"))
            current = ""
            i += 1
            if c == close:
                break
            continue
        current += c
        i += 1
    if text[i:].strip(" \t"):
        _fail(number, "text after a flow collection: %r" % text[i:])
    if parts and parts[-1] == "":
        parts.pop()                  # [a, b,] and []
    if "" in parts:
        _fail(number, "an empty entry in a flow collection")
    if close == "]":
        return [_flow_scalar(p, number, yaml11) for p in parts]
    result = {}
    for part in parts:
        m = _KEY.match(part)
        if not m:
            _fail(number, "expected key: value in {...}")
        key = _flow_scalar(m.group(1), number)
        if not isinstance(key, str):
            _fail(number, "the key %s is not a string: quote it" % m.group(1))
        if key in result:
            _fail(number, "duplicate key %r" % key)
        result[key] = _flow_scalar(m.group(3), number, yaml11)
    return result


def _flow_scalar(part, number, yaml11=False):
    if not part.startswith(("'", "\"")) and re.search(r":([ \t]|\Z)", part):
        _fail(number, "a key: value inside [...] is not read")
    if not part.startswith(("'", "\"")) and re.search(r"[:?]", part):
        _fail(number, "%r: a : or ? in an unquoted value in [...] or {...} is not read "
                      "(quote it)" % part)
    return _scalar(part, number, yaml11)
