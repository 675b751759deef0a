"""Covers judge/commands/bundle.py, judge/commands/template.py.

`dlx-judge bundle FILE` (judge/commands/bundle.py) and `dlx-judge template NAME`
(judge/commands/template.py): contest code that imports the blocks as modules becomes the one
file a judge takes, each block pasted verbatim between its markers, the blocks it needs first.
The proof: a stored solution with its pasted blocks taken out again and replaced by one import
bundles back to itself, byte for byte, and the bundle is judged AC under CPython and PyPy3."""
import ast
import sys

import pytest

from conftest import ROOT
from judge import blocks
from judge.commands import bundle
from fake_problems import run, said_lines

# every stored solution and example but those carrying two blocks neither of which needs the
# other (two imports, where one import is unbundled here)
TWO_IMPORTS = {"examples/langford.py", "examples/pentomino.py", "examples/queens.py"}
STORED = sorted(str(p.relative_to(ROOT)) for d in ("solutions", "examples")
                for p in (ROOT / d).glob("*.py") if str(p.relative_to(ROOT)) not in TWO_IMPORTS)


def unbundled(path):
    """The file with its pasted blocks replaced by one import of the last block's module,
    naming what the rest of the file uses; and that module."""
    lines = (ROOT / path).read_text(encoding="utf-8").splitlines(True)
    marks = [i for i, line in enumerate(lines) if blocks.MARKER.match(line.rstrip("\n"))]
    last = blocks.MARKER.match(lines[marks[-1]].rstrip("\n")).group(2)
    module = next(m for m, t in blocks.templates()[0].items() if t.name == last)
    rest = lines[:marks[0]] + lines[marks[-1] + 1:]
    used = {n.id for n in ast.walk(ast.parse("".join(rest))) if isinstance(n, ast.Name)}
    defined = set()
    for m in _closure(module):
        defined |= blocks.templates()[0][m].defines()
    names = sorted(used & defined)
    line = "from %s.%s import %s\n" % (blocks.PACKAGE, module, ", ".join(names))
    return "".join(lines[:marks[0]] + [line] + lines[marks[-1] + 1:]), module


def _closure(module):
    known = blocks.templates()[0]
    return [module] + [m for need in known[module].needs for m in _closure(need)]


def test_the_stored_files_are_found():
    assert len(STORED) >= 12 and "solutions/boj_2580.py" in STORED


@pytest.mark.parametrize("path", STORED)
def test_a_stored_file_unbundled_bundles_back_to_itself(path):
    text, _ = unbundled(path)
    assert blocks.PACKAGE in text and "# region" not in text
    assert bundle.bundle(text, path) == (ROOT / path).read_text(encoding="utf-8")



@pytest.mark.parametrize("python", ["python3", "pypy3"])
def test_the_bundle_of_contest_code_is_judged_ac(tmp_path, python):
    text, _ = unbundled("solutions/boj_2580.py")
    (tmp_path / "mine.py").write_text(text, encoding="utf-8")
    code, out, err = run("bundle", tmp_path / "mine.py", "-o", tmp_path / "submit.py")
    assert code == 0 and err == "", err
    submit = (tmp_path / "submit.py").read_text(encoding="utf-8")
    assert blocks.PACKAGE not in submit
    code, out, err = run("boj_2580", "--solution", tmp_path / "submit.py", "--python",
                         python if python != "python3" else sys.executable)
    assert code == 0 and " AC" in out and "WA" not in out, out + err


@pytest.mark.parametrize("source, said", [
    ("import dlx_templates.dlx\n", "1: `import dlx_templates.dlx`: write `from dlx_templates.dlx"),
    ("from dlx_templates import dlx\n", "1: `from dlx_templates import ...`"),
    ("from dlx_templates.nosuch import DLX\n", "no block dlx_templates.nosuch: the blocks are"),
    ("from dlx_templates.dlx import Nope\n", "the dlx-template block defines no Nope"),
    ("def f():\n    from dlx_templates.dlx import DLX\n", "2: import dlx_templates.dlx at the top"),
    ("print(1)\n", "imports nothing from dlx_templates"),
    ("x = (\n", "1: does not parse"),
])
def test_what_cannot_be_bundled_is_a_usage_error_naming_the_line(tmp_path, source, said):
    (tmp_path / "mine.py").write_text(source)
    code, out, err = run("bundle", tmp_path / "mine.py")
    assert code == 2 and said in err and out == "", err
    assert len(said_lines(err)) == 1, err


def test_an_alias_is_bound_after_the_block(tmp_path):
    result = bundle.bundle("from dlx_templates.dlx import DLX as Exact\nprint(Exact)\n")
    assert result.endswith("Exact = DLX\nprint(Exact)\n")
    assert result.startswith("# region dlx-template v")
    compile(result, "bundle", "exec")


def test_template_prints_one_block_and_says_where_the_blocks_live():
    code, out, err = run("template", "sudoku")
    lines = out.splitlines()
    assert code == 0 and blocks.MARKER.match(lines[0]) and blocks.MARKER.match(lines[-1])
    assert "sudoku-model" in lines[0] and "needs dlx" in err
    code, cpp, err = run("template", "dlx", "--cpp")
    assert code == 0 and cpp.startswith("// region dlx-template-cpp v"), err
    code, out, err = run("template")
    assert code == 0 and str(blocks.FOLDER) in out and "dlx" in out
    code, out, err = run("template", "dlxx")
    assert code == 2 and "no Python template 'dlxx': one of" in err, err
