"""Checker for POJ 3740 (problem.toml says compare = "strict"; this is the same
rule, spelled out for tools that want a check() function).

check(input_text, output_text, answer_text) -> (ok, message). Line K of the
output must be exactly line K of the answer, "Yes, I found it" or "It is
impossible"; as in the runner's strict mode, CRLF, spaces or tabs at line ends
and blank lines at the very end are forgiven. Never raises: junk output is
(False, message).
"""
PHRASES = ("Yes, I found it", "It is impossible")


def lines_of(text):
    lines = [line.rstrip(" \t") for line in text.replace("\r\n", "\n").split("\n")]
    while lines and not lines[-1]:
        lines.pop()
    return lines


def check(input_text, output_text, answer_text):
    try:
        expected, got = lines_of(answer_text), lines_of(output_text)
        for k, line in enumerate(expected, 1):
            if line not in PHRASES:
                return False, "answer line %d is neither phrase: %.60r" % (k, line)
        for k, want in enumerate(expected, 1):
            if k > len(got):
                return False, "case %d: expected %r, the output ends (%d lines)" % (k, want, len(got))
            if got[k - 1] != want:
                return False, "case %d: expected %r, got %.60r" % (k, want, got[k - 1])
        if len(got) > len(expected):
            return False, "%d extra output lines after the %d answers, first %.60r" % (
                len(got) - len(expected), len(expected), got[len(expected)])
        return True, "%d cases" % len(expected)
    except Exception as e:   # never raise on junk (non-str input, ...)
        return False, "unreadable output: %s" % type(e).__name__
