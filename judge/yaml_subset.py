"""The YAML that problem packages use (problem.yaml, testdata.yaml), read with the standard
library only: block mappings and lists by indentation, `key: value`, plain, 'single' and
"double" quoted scalars, flow lists `[a, b]` and flow mappings `{a: 1}` of scalars, `|` and `>`
block scalars, `#` comments, null/~, true/false, integers and floats. Anything else (anchors,
tags, multi-document streams, complex keys) is a ValueError("line N: ..."), never a silent
misread.
"""
import re

_INT = re.compile(r"[-+]?\d+\Z")
_FLOAT = re.compile(r"[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\Z")
_KEY = re.compile(r"""("[^"]*"|'[^']*'|[^\s#'"{}\[\],&*!|>][^#]*?)\s*:(\s+|$)(.*)$""")


def loads(text):
    """The document as dicts, lists and scalars (None for an empty document)."""
    lines = []
    for number, raw in enumerate(text.replace("\r\n", "\n").split("\n"), 1):
        if "\t" in raw[:len(raw) - len(raw.lstrip())]:
            raise ValueError("line %d: a tab in the indentation" % number)
        body = _strip_comment(raw).rstrip()
        if body.strip() in ("---", "...") and not raw.startswith(" "):
            if body.strip() == "..." or lines:
                raise ValueError("line %d: one document only" % number)
            continue
        lines.append((number, len(body) - len(body.lstrip()), body.strip(), raw))
    reader = _Reader(lines)
    value = reader.block(0)
    if reader.i < len(reader.lines):
        raise ValueError("line %d: unexpected indentation" % reader.lines[reader.i][0])
    return value


def _strip_comment(line):
    """line without a # comment (a # that starts the line or follows a space, outside quotes)."""
    quote = None
    for i, c in enumerate(line):
        if quote:
            if c == quote:
                quote = None
        elif c in "'\"" and (i == 0 or line[i - 1] in " \t:[{,-"):
            quote = c
        elif c == "#" and (i == 0 or line[i - 1] in " \t"):
            return line[:i]
    return line


class _Reader:
    def __init__(self, lines):
        self.lines = lines
        self.i = 0
        self.skip_blank()

    def skip_blank(self):
        while self.i < len(self.lines) and not self.lines[self.i][2]:
            self.i += 1

    def block(self, indent):
        """The block that starts at the current line (its indentation >= indent)."""
        if self.i >= len(self.lines):
            return None
        number, col, body, _ = self.lines[self.i]
        if col < indent:
            return None
        if body == "-" or body.startswith("- "):
            return self.sequence(col)
        if _KEY.match(body):
            return self.mapping(col)
        self.i += 1
        self.skip_blank()
        return scalar(body, number)

    def sequence(self, col):
        items = []
        while self.i < len(self.lines):
            number, c, body, _ = self.lines[self.i]
            if c != col or not (body == "-" or body.startswith("- ")):
                break
            rest = body[1:].strip()
            if not rest:
                self.i += 1
                self.skip_blank()
                items.append(self.block(col + 1))
            elif _KEY.match(rest):      # "- key: value" starts a mapping in the list
                self.lines[self.i] = (number, col + 2, rest, self.lines[self.i][3])
                items.append(self.mapping(col + 2))
            else:
                self.i += 1
                self.skip_blank()
                items.append(scalar(rest, number))
        return items

    def mapping(self, col):
        result = {}
        while self.i < len(self.lines):
            number, c, body, raw = self.lines[self.i]
            if c < col:
                break
            if c > col:
                raise ValueError("line %d: unexpected indentation" % number)
            m = _KEY.match(body)
            if not m:
                raise ValueError("line %d: expected key: value" % number)
            key, rest = scalar(m.group(1), number), m.group(3).strip()
            if not isinstance(key, (str, int, float)) or isinstance(key, bool):
                key = str(key)
            key = str(key)
            if key in result:
                raise ValueError("line %d: duplicate key %r" % (number, key))
            self.i += 1
            if rest in ("|", ">", "|-", ">-", "|+", ">+"):
                result[key] = self.block_scalar(col, rest)
            elif rest:
                self.skip_blank()
                result[key] = scalar(rest, number)
            else:
                self.skip_blank()
                nxt = self.lines[self.i] if self.i < len(self.lines) else None
                if nxt and (nxt[1] > col or (nxt[1] == col and (
                        nxt[2] == "-" or nxt[2].startswith("- ")))):
                    result[key] = self.block(nxt[1])
                else:
                    result[key] = None
        return result

    def block_scalar(self, col, style):
        """A | or > scalar: the following lines indented deeper than col (raw text)."""
        texts, inner = [], None
        while self.i < len(self.lines):
            number, c, body, raw = self.lines[self.i]
            stripped = raw.rstrip()
            if stripped.strip() and len(raw) - len(raw.lstrip()) <= col:
                break
            if inner is None and stripped.strip():
                inner = len(raw) - len(raw.lstrip())
            texts.append(stripped[inner:] if inner is not None else "")
            self.i += 1
        while texts and not texts[-1]:
            texts.pop()
        text = ("\n" if style[0] == "|" else " ").join(texts)
        self.skip_blank()
        return text + ("\n" if not style.endswith("-") and texts else "")


def scalar(text, number):
    """One scalar or flow collection."""
    text = text.strip()
    if text.startswith(("&", "*", "!", "%", "@", "`")):
        raise ValueError("line %d: anchors, aliases and tags are not supported" % number)
    if text.startswith("["):
        if not text.endswith("]"):
            raise ValueError("line %d: a flow list must end on its line" % number)
        return [scalar(p, number) for p in _split_flow(text[1:-1], number)]
    if text.startswith("{"):
        if not text.endswith("}"):
            raise ValueError("line %d: a flow mapping must end on its line" % number)
        result = {}
        for part in _split_flow(text[1:-1], number):
            m = _KEY.match(part)
            if not m:
                raise ValueError("line %d: expected key: value in {...}" % number)
            result[str(scalar(m.group(1), number))] = scalar(m.group(3), number)
        return result
    if text.startswith('"'):
        if len(text) < 2 or not text.endswith('"'):
            raise ValueError("line %d: unterminated string" % number)
        try:
            return text[1:-1].encode("latin-1", "backslashreplace").decode("unicode_escape") \
                if "\\" in text else text[1:-1]
        except UnicodeDecodeError:
            raise ValueError("line %d: bad escape in string" % number)
    if text.startswith("'"):
        if len(text) < 2 or not text.endswith("'"):
            raise ValueError("line %d: unterminated string" % number)
        return text[1:-1].replace("''", "'")
    if text in ("", "~", "null", "Null", "NULL"):
        return None
    if text in ("true", "True", "TRUE"):
        return True
    if text in ("false", "False", "FALSE"):
        return False
    if _INT.match(text):
        return int(text)
    if _FLOAT.match(text):
        return float(text)
    if text in (".inf", "+.inf", "-.inf", ".nan"):
        return float(text.replace(".", ""))
    return text


def _split_flow(text, number):
    """The comma-separated parts of a flow collection (quotes respected, no nesting)."""
    parts, quote, current = [], None, ""
    for c in text:
        if quote:
            current += c
            if c == quote:
                quote = None
        elif c in "'\"":
            quote = c
            current += c
        elif c in "[]{}":
            raise ValueError("line %d: nested flow collections are not supported" % number)
        elif c == ",":
            parts.append(current)
            current = ""
        else:
            current += c
    if quote:
        raise ValueError("line %d: unterminated string" % number)
    parts.append(current)
    parts = [p.strip() for p in parts]
    if parts and parts[-1] == "":
        parts.pop()
    return parts
