"""Tokens as a C-locale judge reads them: split on ASCII whitespace only.

str.split() also splits on U+3000, U+00A0, U+0085 and the \\x1c-\\x1f separators, so a
checker using it would accept "1\\u30002" as two numbers where the judge's scanf sees one
token. Checkers split with split_ascii instead."""
import re

_ASCII_SPACE = re.compile(r"[ \t\n\r\f\v]+")


def split_ascii(text):
    """text.split(), but only space, tab, newline, CR, form feed and vertical tab separate."""
    return [t for t in _ASCII_SPACE.split(text) if t]


def output_tokens(output_text, limit):
    """split_ascii(output_text), or None when the output is far too long to be an
    answer (so a flood is rejected before it is split)."""
    if not isinstance(output_text, str) or len(output_text) > limit:
        return None
    return split_ascii(output_text)
