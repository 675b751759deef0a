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


def is_cpp(name):
    return BLOCKS[name][0].startswith("//")


@pytest.mark.parametrize("name", sorted(n for n in BLOCKS if not is_cpp(n)))
def test_block_needs_nothing_outside_itself_and_does_no_io(name):
    tree = ast.parse("\n".join(BLOCKS[name]))
    assert not [n for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom))]
    names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    assert not names & {"print", "input", "open", "sys", "exit"}


@pytest.mark.parametrize("name", sorted(n for n in BLOCKS if is_cpp(n)))
def test_cpp_block_does_no_io_and_includes_only_what_it_reports_errors_with(name):
    code = [line.split("//")[0] for line in BLOCKS[name][1:-1]]
    includes = {line.strip() for line in code if line.strip().startswith("#include")}
    assert includes <= {"#include <cstdio>", "#include <cstdlib>"}
    text = "\n".join(code)
    for word in ("scanf", "printf(", "puts", "getchar", "fread", "fwrite", "cin", "cout",
                 "main(", "stdout", "stdin", "auto ", "bits/stdc++"):
        assert word not in text.replace("std::fprintf(stderr", ""), (name, word)


def test_cpp_copies_are_checked_for_the_cpp_block(tmp_path):
    block = BLOCKS[sync.REQUIRED_CPP]
    assert [p for p in COPIES if p.suffix == ".cpp"], "no solutions/cpp/*.cpp found"
    copy = tmp_path / "solution.cpp"
    copy.write_text("#include <cstdio>\nint main() { return 0; }\n")
    assert "no dlx-template-cpp block" in sync.first_difference(copy, sync.REQUIRED_CPP, block)
    assert sync.first_difference(copy, sync.REQUIRED, BLOCKS[sync.REQUIRED]) is None
    edited = block[:5] + [block[5] + "  // tweak"] + block[6:]
    copy.write_text("#include <cstdio>\n" + "\n".join(edited) + "\n")
    diff = sync.first_difference(copy, sync.REQUIRED_CPP, block)
    assert diff.startswith("%s:7: dlx-template-cpp: expected" % copy)
    sync.rewrite(copy, sync.REQUIRED_CPP, block)
    assert sync.first_difference(copy, sync.REQUIRED_CPP, block) is None


# Versions pinned to content (templates/VERSIONS): a block cannot change
# under the same tag.

def test_every_block_version_is_pinned_to_its_content():
    problems = sync.pin_problems(BLOCKS, sync.read_pins())
    assert problems == [], "\n".join(problems)


def test_a_block_changed_without_a_bump_is_caught():
    pins = sync.read_pins()
    block = BLOCKS[sync.REQUIRED]
    edited = {sync.REQUIRED: block[:5] + [block[5] + "  # tweak"] + block[6:]}
    [problem] = sync.pin_problems(edited, pins)
    assert "%s changed without a version bump" % sync.tag(block) in problem
    with_markers_only = {sync.REQUIRED: block[:1] + block[2:]}
    assert sync.pin_problems(with_markers_only, pins)


def test_a_bumped_tag_needs_a_new_pin_and_pin_adds_only_that():
    block = BLOCKS[sync.REQUIRED]
    bumped = [block[0] + "9", *block[1:-1], block[-1] + "9"]
    pins = sync.read_pins()
    [problem] = sync.pin_problems({sync.REQUIRED: bumped}, pins)
    assert "not pinned" in problem and "--pin" in problem
    [line] = sync.new_pins({sync.REQUIRED: bumped, "other": BLOCKS[sync.REQUIRED]}, pins)
    assert line == "%s %s" % (sync.tag(bumped), sync.block_hash(block))


def test_the_hash_covers_the_lines_between_the_markers_only():
    block = BLOCKS[sync.REQUIRED]
    assert sync.block_hash(block) == sync.block_hash(["# region x v9"] + block[1:-1] + ["# e"])
    assert sync.block_hash(block) != sync.block_hash(block[:1] + block[1:-2] + block[-1:])


def test_a_malformed_or_doubled_pin_line_is_refused(tmp_path):
    path = tmp_path / "VERSIONS"
    path.write_text("# comment\nblock v1 0123456789ab  # note\n")
    assert sync.read_pins(path) == {"block v1": "0123456789ab"}
    for bad in ("block v1\n", "block v1 aaa\nblock v1 bbb\n"):
        path.write_text(bad)
        with pytest.raises(sync.SyncError):
            sync.read_pins(path)


def test_pin_appends_new_tags_only_and_never_rewrites_a_pin(tmp_path, monkeypatch, capsys):
    versions = tmp_path / "VERSIONS"
    versions.write_text("# pins\n")
    monkeypatch.setattr(sync, "VERSIONS", versions)
    sync.pin()
    lines = versions.read_text().splitlines()[1:]
    assert sorted(lines) == sorted("%s %s" % (sync.tag(b), sync.block_hash(b))
                                   for b in BLOCKS.values())
    sync.pin()                                        # nothing new: nothing appended
    assert versions.read_text().splitlines()[1:] == lines
    versions.write_text(lines[0].rsplit(" ", 1)[0] + " 000000000000\n")
    with pytest.raises(sync.SyncError, match="without a version bump"):
        sync.pin()
    assert versions.read_text().endswith(" 000000000000\n")


# The header: one Blocks: line, written by sync from the markers a copy pastes;
# versions named anywhere else outside the blocks are drift waiting to happen.
NAMES = sorted(BLOCKS)


@pytest.mark.parametrize("path", COPIES, ids=lambda p: str(p.relative_to(ROOT)))
def test_copy_header_names_the_blocks_it_pastes(path):
    diff = sync.header_difference(path, NAMES)
    assert diff is None, diff


def write_copy(tmp_path, header, block):
    copy = tmp_path / "solution.py"
    copy.write_text('"""\nDescription: x.\n%s"""\n%s\n' % (header, "\n".join(block)))
    return copy


def test_a_stale_blocks_line_is_reported_and_rewritten(tmp_path):
    block = BLOCKS[sync.REQUIRED]
    copy = write_copy(tmp_path, "Blocks: dlx-template v1%s\n" % sync.HEADER_NOTE, block)
    assert "header: expected 'Blocks: %s" % sync.tag(block) in sync.header_difference(copy, NAMES)
    assert sync.rewrite_header(copy)
    assert sync.header_difference(copy, NAMES) is None


def test_a_missing_blocks_line_is_inserted_in_the_docstring(tmp_path):
    block = BLOCKS[sync.REQUIRED]
    copy = write_copy(tmp_path, "", block)
    assert "0 'Blocks:' header lines" in sync.header_difference(copy, NAMES)
    sync.rewrite_header(copy)
    lines = copy.read_text().splitlines()
    assert lines[2] == "Blocks: %s%s" % (sync.tag(block), sync.HEADER_NOTE)
    assert lines[3] == '"""'


def test_a_version_written_by_hand_is_reported(tmp_path):
    block = BLOCKS[sync.REQUIRED]
    copy = write_copy(tmp_path, "Model: dlx-template v6 below.\n", block)
    sync.rewrite_header(copy)
    diff = sync.header_difference(copy, NAMES)
    assert diff.startswith("%s:3: 'dlx-template v6'" % copy), diff
