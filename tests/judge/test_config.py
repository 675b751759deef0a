"""Covers judge/config.py.

judge/config.py, the one config layer: the TOML of problem.toml and the YAML of problem
packages. What each reads agrees with the reference readers (tomllib, PyYAML's safe_load, the
one problemtools uses) wherever the test's Python has them; what each refuses has a test here,
with the reason. Then the package schema (problem.yaml's keys as data) and the findings of
issue 30 that led here, each a test that the old readers failed."""
import json
import math
import os
import random
import re
import sys
import textwrap

import pytest

from conftest import EVERY_PYTHON, ROOT, TESTDATA, script_output
from judge import config
from judge.problems import folder as problem, package
from judge.config import ConfigError, loads_toml, loads_yaml
from judge.errors import JudgeError

try:
    import tomllib
except ImportError:         # Python < 3.11: the tests that compare with it skip
    tomllib = None
try:
    import yaml             # PyYAML, pinned in requirements-test.txt
except ImportError:
    yaml = None
needs_tomllib = pytest.mark.skipif(tomllib is None, reason="tomllib needs Python 3.11+")
needs_pyyaml = pytest.mark.skipif(yaml is None, reason="PyYAML not installed")


# ---------------------------------------------------------------------------------- TOML

EVERY_TOML_FORM = textwrap.dedent("""\
    # a comment line
    title = "Sum"          # a comment after a value
    escaped = "tab\\there \\"q\\" # not a comment \\u00e9"
    literal = 'C:\\path'
    n = -3
    big = 1_000_000
    plus = +7
    x = 1.5e3
    y = -0.25
    z = 1e-3
    flag = false
    list = [1, "two", 3.0, true, ]
    empty = []

    [params]
    max_n = 50   # bound
    [ spaced ]
    """).replace("\n", "\r\n", 3)           # CRLF on the first lines: TOML allows both

TOML_EDGES = ["", "\n", "a=1", "a = 1\n", "a\t=\t'x'\t#\tc\n", "[t]\n", "[t]\na = 1\n[u]\n",
              "a = 9223372036854775807\nb = -9223372036854775808\n", 'a = ""\n', "a = ''\n",
              'a = "\\U0001F600 \\b\\f\\n\\r"\n', "a = 0\nb = -0\nc = +0.0\n", "a = 1e0_0\n",
              "k-1 = 2\nA_B = 3\n", "a = [ ]\n", "a = 1 # [b]\n"]


def test_toml_reads_every_form_problem_toml_uses():
    assert loads_toml(EVERY_TOML_FORM) == {
        "title": "Sum", "escaped": 'tab\there "q" # not a comment \u00e9',
        "literal": "C:\\path", "n": -3, "big": 1000000, "plus": 7, "x": 1500.0, "y": -0.25,
        "z": 0.001, "flag": False, "list": [1, "two", 3.0, True], "empty": [],
        "params": {"max_n": 50}, "spaced": {}}


@needs_tomllib
@pytest.mark.parametrize("text", [EVERY_TOML_FORM] + TOML_EDGES)
def test_toml_agrees_with_tomllib(text):
    assert repr(loads_toml(text)) == repr(tomllib.loads(text))


@needs_tomllib
@pytest.mark.parametrize("path", sorted(TESTDATA.glob("*/problem.toml")), ids=lambda p: p.parent.name)
def test_every_stored_problem_toml_reads_as_tomllib_reads_it(path):
    with open(path, "rb") as f:
        assert config.read_toml(path) == tomllib.load(f)


# text -> (what the message says, does tomllib refuse it too?). The ones tomllib reads are
# TOML outside our subset: no problem.toml needs them, and refusing beats a second reader.
TOML_REFUSED = {
    "a = 1\na = 2": ("duplicate key 'a'", True),
    "[t]\n[t]": ("duplicate key 't'", True),
    "t = 1\n[t]": ("duplicate key 't'", True),
    'a = "open': ("unterminated string", True),
    "a = 'open": ("unterminated string", True),
    "a =": ("a key without a value", True),
    "a = 1 b": ("unexpected text after the value", True),
    "a": ("expected key = value", True),
    "= 1": ("expected key = value", True),
    'a = "\\q"': ("unsupported escape", True),
    'a = "\\uD800"': ("not a Unicode scalar value", True),
    "a = 0512": ("TOML allows no leading zero", True),
    "a = 1__0": ("not a TOML value", True),
    "a = _1": ("not a TOML value", True),
    "a = 1.": ("not a TOML value", True),
    "a = .5": ("not a TOML value", True),
    "a = True": ("not a TOML value", True),
    "a = yes": ("not a TOML value", True),
    "a = [1 2]": ("expected , or ]", True),
    "a = [1, 2": ("an array must end on its line", True),
    "a = [,]": ("a value is missing", True),
    "\ufeffa = 1": ("a byte-order mark", True),
    "a = 1\rb = 2": ("a CR that is not part of CRLF", True),
    "a = 'x\x01'": ("control character U+0001", True),
    "a = 1 # \x7f": ("control character U+007F", True),
    "a = 9223372036854775808": ("outside TOML's 64-bit integers", False),
    "a.b = 1": ("dotted keys are not read", False),
    '"a b" = 1': ("quoted keys are not read", False),
    "[a.b]": ("dotted or quoted table names are not read", False),
    "[[a]]": ("arrays of tables", False),
    "a = {b = 1}": ("inline tables", False),
    'a = """x"""': ("multi-line strings", False),
    "a = '''x'''": ("multi-line strings", False),
    "a = [\n1]": ("an array must end on its line", False),
    "a = [[1]]": ("arrays in arrays are not read", False),
    "a = 0x1F": ("write '0x1F' in decimal", False),
    "a = 0o17": ("write '0o17' in decimal", False),
    "a = inf": ("inf and nan are not read", False),
    "a = nan": ("inf and nan are not read", False),
    "a = 1979-05-27": ("dates and times are not read", False),
    "a = 07:32:00": ("dates and times are not read", False),
}


@pytest.mark.parametrize("text", sorted(TOML_REFUSED), ids=repr)
def test_toml_refusal(text):
    said, tomllib_refuses = TOML_REFUSED[text]
    with pytest.raises(ConfigError, match=r"^line \d+: .*" + re.escape(said)):
        loads_toml(text)
    if tomllib is not None:
        if tomllib_refuses:
            with pytest.raises(tomllib.TOMLDecodeError):
                tomllib.loads(text)
        else:
            tomllib.loads(text)  # TOML, but not the subset we read: refused by name


def random_toml(rng):
    values = ["1", "-3", "+4", "0", "01", "1_000", "1__0", "1.5", "1e3", "1.", ".5", "inf",
              "0x1F", "true", "True", '"s"', "'lit'", '"a\\tb"', '"\\q"', '"un', "[1, 'a',]",
              "[1 2]", "{a = 1}", "1979-05-27", "9223372036854775808", '"""x"""', "x", ""]
    lines = []
    for _ in range(rng.randint(1, 5)):
        if rng.random() < 0.15:
            lines.append(rng.choice(["[params]", "[t]", "[ t ]", "[a.b]", "[t] # c", "#", ""]))
        else:
            lines.append("%s%s=%s%s%s" % (
                rng.choice(["a", "b", "max_n", "k-1", "a.b", '"q"']), rng.choice([" ", ""]),
                rng.choice([" ", "", "\t"]), rng.choice(values),
                rng.choice(["", " # c", "#c", " x"])))
    return rng.choice(["\n", "\r\n"]).join(lines) + rng.choice(["", "\n"])


@needs_tomllib
def test_random_toml_we_accept_reads_as_tomllib_reads_it():
    rng, accepted = random.Random(30), 0
    for _ in range(3000):
        text = random_toml(rng)
        try:
            ours = loads_toml(text)
        except ConfigError:
            continue
        accepted += 1
        assert repr(ours) == repr(tomllib.loads(text)), text
    assert accepted > 200


@needs_tomllib
def test_toml_we_accept_after_random_edits_reads_as_tomllib_reads_it():
    """Every form above and every stored problem.toml, with a few characters deleted or
    inserted: what we still accept, tomllib reads the same."""
    rng, accepted = random.Random(30), 0
    texts = [EVERY_TOML_FORM] + TOML_EDGES + [
        p.read_text(encoding="utf-8") for p in sorted(TESTDATA.glob("*/problem.toml"))]
    alphabet = list("ab01 =.-#'\"[]{},_+eE\\\t\nxu") + ["\n[t]\n", "\r\n"]
    for _ in range(4000):
        text = list(rng.choice(texts))
        for _ in range(rng.randint(1, 3)):
            at = rng.randint(0, len(text))
            if rng.random() < 0.4 and text:
                del text[min(at, len(text) - 1)]
            else:
                text.insert(at, rng.choice(alphabet))
        text = "".join(text)
        try:
            ours = loads_toml(text)
        except ConfigError:
            continue
        accepted += 1
        assert repr(ours) == repr(tomllib.loads(text)), text
    assert accepted > 1000


def test_read_toml_names_file_and_line(tmp_path):
    path = tmp_path / "problem.toml"
    path.write_text('title = "x"\n\nmax_n = 1__0\n')
    with pytest.raises(JudgeError) as e:
        config.read_toml(str(path))
    assert str(e.value) == "%s: malformed TOML: line 3: not a TOML value: '1__0' (a string " \
                           "needs quotes)" % path
    path.write_bytes(b"a = '\xff'\n")
    with pytest.raises(JudgeError, match="cannot read"):
        config.read_toml(str(path))
    fifo = tmp_path / "fifo.toml"
    os.mkfifo(str(fifo))                 # never opened for a read that would block
    with pytest.raises(JudgeError, match="not a regular file"):
        config.read_toml(str(fifo))
    with pytest.raises(JudgeError, match="not a regular file"):
        config.read_yaml(str(tmp_path))


# Finding: "on Python >= 3.11 the runner reads problem.toml with tomllib while every validator
# and generator reads it with the fallback (max_n = 1_000_000 is accepted by one and rejected
# by the other)". Now both read it with judge.config, on every Python.
BOUND_TOML = 'time_limit = 1\nmemory_limit = 64\ncompare = "strict"\n[params]\nmax_n = 1_000_000\n'


def test_runner_and_problem_scripts_read_one_toml_alike(tmp_path):
    from problemkit.params import problem_params
    folder = tmp_path / "p"
    folder.mkdir()
    (folder / "problem.toml").write_text(BOUND_TOML)
    loaded = problem.load_problem("p", str(tmp_path), str(tmp_path))
    assert loaded.params == problem_params(str(folder / "validator.py")) == {"max_n": 1000000}


@pytest.mark.parametrize("python", EVERY_PYTHON)
def test_every_python_reads_problem_toml_alike(tmp_path, python):
    (tmp_path / "problem.toml").write_text('note = "\\u00e9"\nf = 2.5e-1\n' + BOUND_TOML)
    out = script_output(python, "import json, sys; sys.path.insert(0, sys.argv[1]); "
                        "from judge.config import read_toml; "
                        "print(json.dumps(read_toml(sys.argv[2])))", ROOT,
                        tmp_path / "problem.toml")
    assert json.loads(out)["params"] == {"max_n": 1000000}
    assert json.loads(out)["note"] == "\u00e9" and json.loads(out)["f"] == 0.25


def test_no_module_reads_config_with_tomllib_or_a_reader_of_its_own():
    for folder in ("judge", "problemkit"):
        for path in (ROOT / folder).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            assert "tomllib" not in text or path.name == "config.py", path
            assert "yaml_subset" not in text and "parse_flat_toml" not in text, path


# ---------------------------------------------------------------------------------- YAML

EVERY_YAML_FORM = textwrap.dedent("""\
    ---
    # comment
    name:
      en: "Guess #1"   # comment after a value
      sv: 'it''s'
    type: [pass-fail, interactive]
    limits:
      time_limit: 2.5
      memory: 512
      time_multipliers: {ac_to_time_limit: 2.0, time_limit_to_tle: 1.5}
    validator_flags: float_tolerance 1e-6
    uuid: 5ca6ba5b-36d5-4eff-8aa7-d967cbc4375e
    problem_format_version: 2023-07-draft
    url: http://example.invalid/a#b
    empty:
    nothing: ~
    yes_please: true
    big: -.inf
    escapes: "tab\\t\\u00e9\\x41\\/"
    list:
      - a
      - k: 1
        j: [1, 'two', 3.0e+0]
      -
        nested
    same_indent:
    - x
    - z
    literal: |
      line one
        kept
    folded: >-
      a
      b

      c
    """)

YAML_EDGES = ["", "\n", "# only a comment\n", "a", "- a\n- b\n", "a: []\nb: {}\n",
              "a: [a, b,]\n", "a: 1.\nb: .5\nc: +1\nd: -0\ne: 01.5\n", "a: |+\n  x\n\n\nb: 1\n",
              "a: |\n", "a: >+\n  x\n\n", "a: |-\n\n  x\n", "a: 'x' # c\n", "a: x\r\nb: w\r\n",
              "a: .NaN\n", "a: a#b\n", "- x\n", "a:\n  b:\n    c: 1\n",
              "orcid: 0000-0001-7414-8743\n", "name: <script>alert(\"x\");</script>\n"]


def test_yaml_reads_every_form_packages_use():
    doc = loads_yaml(EVERY_YAML_FORM)
    assert doc["name"] == {"en": "Guess #1", "sv": "it's"}
    assert doc["limits"] == {"time_limit": 2.5, "memory": 512, "time_multipliers": {
        "ac_to_time_limit": 2.0, "time_limit_to_tle": 1.5}}
    assert doc["validator_flags"] == "float_tolerance 1e-6"
    assert doc["problem_format_version"] == "2023-07-draft"
    assert doc["url"] == "http://example.invalid/a#b"
    assert doc["empty"] is None and doc["nothing"] is None and doc["yes_please"] is True
    assert doc["big"] == -math.inf and doc["escapes"] == "tab\t\u00e9A/"
    assert doc["list"] == ["a", {"k": 1, "j": [1, "two", 3.0]}, "nested"]
    assert doc["same_indent"] == ["x", "z"]
    assert doc["literal"] == "line one\n  kept\n" and doc["folded"] == "a b\nc"


def _same(a, b):
    """Equal, with nan equal to nan and bool never equal to int."""
    if isinstance(a, float) and isinstance(b, float) and math.isnan(a) and math.isnan(b):
        return True
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    return a == b


@needs_pyyaml
@pytest.mark.parametrize("text", [EVERY_YAML_FORM] + YAML_EDGES, ids=repr)
def test_yaml_agrees_with_pyyaml(text):
    assert _same(loads_yaml(text), yaml.safe_load(text)), text


# text -> what the message says. The first group is YAML that 1.1 (PyYAML, problemtools) and
# 1.2 read differently; YAML_11_DIFFERS holds what 1.2 reads, and the test checks that PyYAML
# reads something else (y and n: booleans in the YAML 1.1 spec, strings in PyYAML).
YAML_11_DIFFERS = {
    "a: yes": "yes", "a: No": "No", "a: on": "on", "a: OFF": "OFF", "a: y": None, "a: n": None,
    "a: 0512": 512, "a: -012": -12, "a: 1_000": "1_000", "a: .5_": ".5_", "a: 1:30": "1:30", "a: 1e3": 1000.0,
    "a: 1.0e3": 1000.0, "a: -.5": -0.5, "a: 0o17": 15, "a: 0b101": "0b101",
    "a: 2024-01-01": "2024-01-01", "a: =": "=", "yes: 1": {"yes": 1},
}
YAML_REFUSED = {
    "a: yes": "a boolean in YAML 1.1", "a: No": "a boolean in YAML 1.1",
    "a: on": "a boolean in YAML 1.1", "a: OFF": "a boolean in YAML 1.1",
    "a: y": "a boolean in YAML 1.1", "a: n": "a boolean in YAML 1.1",
    "yes: 1": "a boolean in YAML 1.1",
    "a: 0512": "a leading zero", "a: -012": "a leading zero",
    "a: 1_000": "drop the _", "a: .5_": "drop the _", "a: 1:30": "base-60", "a: 1e3": "a string in YAML 1.1",
    "a: 1.0e3": "a string in YAML 1.1", "a: -.5": "a string in YAML 1.1",
    "a: 0o17": "write it in decimal", "a: 0b101": "write it in decimal",
    "a: 2024-01-01": "a date in YAML 1.1", "a: =": "something else in YAML 1.1",
    "<<: {a: 1}": "'<<' means something else in YAML 1.1",
    "\ufeffa: 1": "a byte-order mark", "a: 1\rb: 2": "a CR that is not part of CRLF",
    "a:\n\tb: 1": "a tab in the indentation", "a: \x07": "control character U+0007",
    "".join("%sk:\n" % ("  " * d) for d in range(20)): "nested deeper than 16 levels",
    "a: &x 1": "anchors", "a: *x": "aliases", "a: !!str 1": "tags", "%YAML 1.2\n---\na: 1":
    "directives", "? a\n: 1": "explicit keys", "a: 1\n---\nb: 2": "one document only",
    "a: 1\n...": "one document only", "--- a": "one document only",
    "a: 1\na: 2": "duplicate key 'a'", "1: a": "not a string", "~: a": "not a string",
    "a: long\n  text": "a value that goes on over the next line",
    "- long\n  text": "a value that goes on over the next line",
    "a: 'open": "a quoted string must end on its line", "a: 'it''": "must end on its line",
    "a: 'a' b": "text after a quoted string", 'a: "\\q"': "bad escape",
    'a: "\\ud800"': "not a Unicode scalar value",
    "a: b: c": "a ': ' inside a plain value", "a: b:": "a ': ' inside a plain value",
    "- - a": "a list that starts inside a list item", "a: [a, [b]]": "nested flow",
    "a: [a, b": "must end on its line", "a: [a,,b]": "an empty entry", "a: [a] b": "text after",
    "a: {b}": "expected key: value in {...}", "a: [b: c]": "a key: value inside [...]",
    "a: |2\n  x": "block scalar header", "a: >\n  x\n    more\n  y": "more-indented lines",
    "a:\n  b: 1\n c: 2": "unexpected indentation", "a: 1\n  b: 2": "unexpected indentation",
    "a: b\t": "a tab outside quotes and comments", "a\t: b": "a tab outside quotes",
    "a: 1\n\t\n": "a tab in the indentation",
    "a: |\n  x\n   \n  y": "a blank line of a block scalar with spaces past its indentation",
    "a: [b?]": "a : or ? in an unquoted value in [...]", "a: {b: :c}": "a : or ? in an",
    "a: @x": "a value starting with '@'", "a: - b": "a list item here", "- a\nb: 1": "expected",
    "a:\n  - x\n  y: 1": "unexpected indentation",
}


@pytest.mark.parametrize("text", sorted(YAML_REFUSED), ids=repr)
def test_yaml_refusal(text):
    with pytest.raises(ConfigError, match=r"^line \d+: .*" + re.escape(YAML_REFUSED[text])):
        loads_yaml(text)


@needs_pyyaml
@pytest.mark.parametrize("text", sorted(YAML_11_DIFFERS), ids=repr)
def test_what_is_refused_as_yaml_11_pyyaml_reads_otherwise(text):
    try:
        theirs = yaml.safe_load(text)
    except yaml.YAMLError:             # =: PyYAML has no constructor for YAML 1.1's value key
        assert text == "a: ="
        return
    key = next(iter(theirs))
    if text in ("a: y", "a: n"):       # PyYAML stops short of the 1.1 spec here
        assert theirs == {"a": text[-1]}
    elif text == "yes: 1":
        assert theirs == {True: 1}
    else:
        assert not _same(theirs[key], YAML_11_DIFFERS[text]), (text, theirs)


def random_yaml(rng, depth=0):
    scalars = ["1", "-3", "0", "0512", "1.5", ".5", "-.5", "1.", "1e3", "1.0e+3", "1_000",
               "1:30", "0x1F", "2024-01-01", "2025-09", "yes", "y", "true", "False", "null", "~",
               ".inf", ".nan", "a b", "'q'", "'it''s'", '"e\\t\\"x\\""', '"\\u00e9"',
               "http://a.b/c?d=1", "a#b", "a #c", "[a, b]", "[1, 'x', 2.5,]", "[]", "{a: 1}",
               "{}", "&x 1", "a: b", "-x", "- x", "=", "x:y", "'open", "'a' b", "@x", "[a, [b]]"]
    keys = ["a", "b", "name", "'q k'", '"d k"', "yes", "1", "x y", "-k"]
    lines, ind = [], "  " * depth
    for _ in range(rng.randint(1, 4)):
        key, r = rng.choice(keys), rng.random()
        if r < 0.55 or depth > 2:
            lines.append("%s%s: %s%s" % (ind, key, rng.choice(scalars),
                                         rng.choice(["", "  # c", " #c"])))
        elif r < 0.7:
            lines += ["%s%s:" % (ind, key)] + random_yaml(rng, depth + 1)
        elif r < 0.85:
            lines.append("%s%s:" % (ind, key))
            sub = ind + rng.choice(["", "  "])
            for _ in range(rng.randint(1, 3)):
                if rng.random() < 0.3:
                    lines.append("%s- %s: %s" % (sub, rng.choice(keys), rng.choice(scalars)))
                    if rng.random() < 0.5:
                        lines.append("%s  %s: %s" % (sub, rng.choice(keys), rng.choice(scalars)))
                else:
                    lines.append("%s- %s" % (sub, rng.choice(scalars)))
        else:
            lines.append("%s%s: %s" % (ind, key, rng.choice(["|", ">", "|-", ">-", "|+", ">+"])))
            for _ in range(rng.randint(0, 4)):
                lines.append(rng.choice(["", ind + "  text # x", ind + "  more",
                                         ind + "    deeper", ind + "  "]))
    return lines


@needs_pyyaml
def test_random_yaml_we_accept_reads_as_pyyaml_reads_it():
    rng, accepted = random.Random(30), 0
    for _ in range(4000):
        text = "\n".join(random_yaml(rng)) + rng.choice(["\n", "", "\n\n"])
        try:
            ours = loads_yaml(text)
        except ConfigError:
            continue
        accepted += 1
        assert _same(ours, yaml.safe_load(text)), text
    assert accepted > 300


# Finding: "the YAML subset reads yes, 0512 and 1e3 differently from the PyYAML that
# problemtools uses, silently". The old reader gave "yes", 512 and 1000.0 where PyYAML gives
# True, 330 and "1e3"; now each is a one-line error that says so.
@pytest.mark.parametrize("value", ["yes", "0512", "1e3"])
def test_values_pyyaml_reads_otherwise_are_refused_not_guessed(tmp_path, value):
    path = tmp_path / "problem.yaml"
    path.write_text("name: Sum\nlimits:\n  memory: %s\n" % value)
    with pytest.raises(JudgeError) as e:
        config.read_yaml(str(path))
    assert str(e.value).startswith("%s: malformed YAML: line 3: %r" % (path, value))
    assert "YAML 1.1" in str(e.value) and "\n" not in str(e.value)


# ---------------------------------------------------------------------------- the schema

def load(tmp_path, text, validator=False):
    """package.load of a package with problem.yaml = text and one secret case."""
    folder = tmp_path / "pkg"
    (folder / "data" / "secret").mkdir(parents=True)
    (folder / "data" / "secret" / "1.in").write_text("1\n")
    (folder / "data" / "secret" / "1.ans").write_text("1\n")
    if validator:
        (folder / "output_validators" / "v").mkdir(parents=True)
    (folder / "problem.yaml").write_text(textwrap.dedent(text))
    return package.load(str(folder))


# Finding: "unknown keys in problem.yaml pass silently (a typo gives a derived limit)".
@pytest.mark.parametrize("text, said", [
    ("limits:\n  time_limt: 2\n", "unknown key 'limits.time_limt' (did you mean "
                                  "'limits.time_limit'?)"),
    ("nmae: Sum\n", "unknown key 'nmae' (did you mean 'name'?)"),
    ("problem_format_version: 2025-09\nlimits:\n  time_multiplier: 3\n",
     "unknown key 'limits.time_multiplier' (did you mean 'limits.time_multipliers'?)"),
    ("problem_format_version: 2025-09\nlimits:\n  time_safety_margin: 3\n",
     "unknown key 'limits.time_safety_margin'"),
    ("limits:\n  time_multipliers:\n    time_limit_to_tle: 3\n",   # legacy: not its key
     "unknown key 'limits.time_multipliers'"),
    ("problem_format_version: 2025-09\nlimits:\n  time_multipliers:\n    tle: 3\n",
     "unknown key 'limits.time_multipliers.tle'"),
    ("problem_format_version: 2025-09\nvalidation: custom\n", "unknown key 'validation'"),
    ("zzz: 1\n", "unknown key 'zzz'"),
    ("problem_format_version: 2024-01\n", "problem_format_version '2024-01' is not one"),
    ("limits:\n  memory: 1.5\n", "limits.memory has the wrong type (float; expected int)"),
    ("limits: 2\n", "limits has the wrong type (int; expected a map of"),
    ("problem_format_version: 2025-09\nallow_file_writing: 'no'\n",
     "allow_file_writing has the wrong type (str; expected bool)"),
    ("type: interactive\n", "a legacy package is pass-fail or scoring"),
])
def test_problem_yaml_keys_are_checked_against_the_schema(tmp_path, text, said):
    with pytest.raises(JudgeError) as e:
        load(tmp_path, text)
    assert said in str(e.value) and "\n" not in str(e.value)


def test_every_key_of_the_current_spec_is_known(tmp_path):
    pkg = load(tmp_path, """\
        problem_format_version: 2025-09
        type: [pass-fail, interactive]
        name: {en: Sum, sv: Summa}
        uuid: 789c94bb-11e7-47f4-bfe6-4988f460f021
        version: "1.1"
        credits:
          authors: Ada <ada@example.invalid>
          contributors: [B, C]
          testers: [D]
          translators: {sv: E}
          packagers: F
          acknowledgements: [G]
        source: {name: NWERC 2024, url: "https://example.invalid"}
        license: cc by-sa
        rights_owner: Ada
        embargo_until: "2030-01-01"
        limits:
          time_limit: 2
          time_resolution: 0.5
          time_multipliers: {ac_to_time_limit: 3, time_limit_to_tle: 4}
          memory: 512
          output: 8
          code: 128
          compilation_time: 60
          compilation_memory: 1024
          validation_time: 30
          validation_memory: 1024
          validation_output: 8
          validation_passes: 3
        keywords: [sum]
        languages: all
        allow_file_writing: false
        constants: {max_n: 100}
    """, validator=True)
    assert pkg.current and pkg.title == "Sum" and pkg.interactive and pkg.time_limit == 2
    assert (pkg.ac_to_time_limit, pkg.time_limit_to_tle) == (3, 4)


def test_every_key_of_the_legacy_spec_is_known(tmp_path):
    pkg = load(tmp_path, """\
        name: Sum
        type: scoring
        uuid: 789c94bb-11e7-47f4-bfe6-4988f460f021
        author: Ada and Bob
        source: NWERC 2024
        source_url: https://example.invalid
        license: cc by
        rights_owner: Ada
        limits: {time_multiplier: 3, time_safety_margin: 4, memory: 512, output: 8, code: 128}
        validation: custom score
        validator_flags: float_tolerance 1e-6
        grading: {objective: max, show_test_data_groups: false}
        keywords: sum easy
    """, validator=True)
    assert not pkg.current and pkg.types == {"scoring"} and pkg.custom_validator
    assert (pkg.ac_to_time_limit, pkg.time_limit_to_tle) == (3, 4)


# Finding: "time_limit_to_tle is read and never used". The package now exposes it for
# each format (and only from that format's key); verify judges at tle_time_limit too.
@pytest.mark.parametrize("text, factor", [
    ("name: Sum\n", 2.0),                                               # legacy default
    ("limits:\n  time_safety_margin: 4\n", 4.0),
    ("problem_format_version: 2025-09\n", 1.5),                         # current default
    ("problem_format_version: 2023-07-draft\nlimits:\n  time_multipliers:\n"
     "    time_limit_to_tle: 4\n", 4.0),
])
def test_time_limit_to_tle_from_each_format(tmp_path, text, factor):
    pkg = load(tmp_path, text)
    assert pkg.time_limit_to_tle == factor and pkg.tle_time_limit(2.0) == 2.0 * factor


@needs_pyyaml
def test_yaml_we_accept_after_random_edits_reads_as_pyyaml_reads_it():
    """Every form above, with a few characters deleted or inserted: what we still accept,
    PyYAML reads the same (or it is a bug of ours)."""
    rng, accepted = random.Random(30), 0
    alphabet = list("ab01 :-#'\"[]{},|>&*!?%\\\t\n.+_=<~") + ["\n  ", "- ", ": "]
    for _ in range(4000):
        text = list(rng.choice([EVERY_YAML_FORM] + YAML_EDGES))
        for _ in range(rng.randint(1, 3)):
            at = rng.randint(0, len(text))
            if rng.random() < 0.4 and text:
                del text[min(at, len(text) - 1)]
            else:
                text.insert(at, rng.choice(alphabet))
        text = "".join(text)
        try:
            ours = loads_yaml(text)
        except ConfigError:
            continue
        accepted += 1
        try:
            theirs = yaml.safe_load(text)
        except yaml.YAMLError as e:
            theirs = e
        assert _same(ours, theirs), text
    assert accepted > 1000


@pytest.mark.parametrize("loads", [loads_toml, loads_yaml])
def test_garbage_is_a_config_error_never_a_traceback(loads):
    rng = random.Random(30)
    alphabet = list("ab01 :=-#'\"[]{},|>&*!?%\\\t\n.+_<~") + ["\r\n", "---", "- ", ": ", "yes"]
    for _ in range(5000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 40)))
        try:
            loads(text)
        except ConfigError as e:
            assert re.match(r"line \d+: \S", str(e)) and "\n" not in str(e), (text, e)
