"""One template, many copies: every pasted block equals its template, and the
pasteable block stands on its own (no imports, no I/O)."""
import ast

import pytest

import tools.sync as sync
from conftest import ROOT

BLOCKS = sync.template_blocks()
COPIES = sync.copies()


def test_there_are_copies_to_check():
    assert any(p.parent.name == "solutions" for p in COPIES)


@pytest.mark.parametrize("path", COPIES, ids=lambda p: str(p.relative_to(ROOT)))
def test_copy_carries_every_block_verbatim(path):
    for name, block in sorted(BLOCKS.items()):
        diff = sync.first_difference(path, name, block)
        assert diff is None, diff + "  (run `make sync`)"


def test_a_changed_line_is_reported_with_file_and_line(tmp_path):
    block = BLOCKS[sync.REQUIRED]
    copy = tmp_path / "solution.py"
    edited = block[:5] + [block[5] + "  # tweak"] + block[6:]
    copy.write_text("import sys\n" + "\n".join(edited) + "\n")
    diff = sync.first_difference(copy, sync.REQUIRED, block)
    assert diff.startswith("%s:7: dlx-template: expected" % copy)


def test_a_missing_block_is_reported(tmp_path):
    copy = tmp_path / "solution.py"
    copy.write_text("print(1)\n")
    assert "no dlx-template block" in sync.first_difference(copy, sync.REQUIRED, [])


def test_sync_rewrites_a_stale_copy(tmp_path):
    block = BLOCKS[sync.REQUIRED]
    copy = tmp_path / "solution.py"
    copy.write_text("A = 1\n%s\n%s\nmain()\n" % (block[0], block[-1]))
    sync.rewrite(copy, sync.REQUIRED, block)
    assert copy.read_text() == "A = 1\n" + "\n".join(block) + "\nmain()\n"
    assert sync.first_difference(copy, sync.REQUIRED, block) is None


@pytest.mark.parametrize("name", sorted(BLOCKS))
def test_block_needs_nothing_outside_itself_and_does_no_io(name):
    tree = ast.parse("\n".join(BLOCKS[name]))
    assert not [n for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom))]
    names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    assert not names & {"print", "input", "open", "sys", "exit"}
