"""problemkit, the helpers the problem folders import: the reference solver against
brute force, the generators, the rules of a filling, and the Sudoku layouts (each
one object: what it formats, it parses back; its checker aligns multi-case output)."""
import random

import pytest

from problemkit.strict import FormatError, strict_lines
from problemkit.sudoku.generate import random_puzzle, random_solution
from problemkit.sudoku.grid import check_filling, first_clash
from problemkit.sudoku.layouts import DigitRows, DottedLines, SpacedGrid
from problemkit.sudoku.ref_solver import solve_ref

SAMPLE_2580 = [int(ch) for ch in (
    "035469278782105609060278135321046897804913506596820413917652080603701952258394760")]
# Clash-free but without a filling: row 1 holds 1..8, column 1 holds 9.
DEAD = [0] + list(range(1, 9)) + [0] * 27 + [9] + [0] * 44
LAYOUTS = [SpacedGrid(3), DigitRows(3), DottedLines(3)]


def brute_force_count(puzzle, limit):
    """Count fillings by trying every digit in every blank, cell order (tiny cases only)."""
    grid = list(puzzle)
    if first_clash(grid, 3):
        return 0
    blanks = [k for k in range(81) if not grid[k]]

    def rec(i):
        if i == len(blanks):
            return 1
        k, total = blanks[i], 0
        for v in range(1, 10):
            grid[k] = v
            if not first_clash(grid, 3):
                total += rec(i + 1)
                if total >= limit:
                    break
        grid[k] = 0
        return total

    return min(rec(0), limit)


@pytest.mark.parametrize("seed", range(20))
def test_solve_ref_counts_like_brute_force_on_nearly_full_boards(seed):
    rng = random.Random(seed)
    puzzle = random_puzzle(rng, 3, 81 - rng.randint(1, 9))
    if seed % 4 == 0:                      # sometimes break it
        k = rng.randrange(81)
        puzzle[k] = rng.randint(1, 9)
    count, first = solve_ref(puzzle, 3, 5)
    assert count == brute_force_count(puzzle, 5)
    assert (first is None) == (count == 0)
    if first:
        assert check_filling(puzzle, first, 3) == (True, "ok")


@pytest.mark.parametrize("box", [2, 3, 4])
def test_random_solution_is_a_valid_filling(box):
    for seed in range(5):
        grid = random_solution(random.Random(seed), box)
        assert check_filling([0] * len(grid), grid, box) == (True, "ok")


def test_solve_ref_stops_at_the_limit_and_rejects_clashing_givens():
    assert solve_ref([0] * 81, 3, 7)[0] == 7
    assert solve_ref([5, 5] + [0] * 79, 3, 2) == (0, None)
    assert solve_ref(DEAD, 3, 2) == (0, None)


def test_check_filling_names_the_first_bad_cell_row_column_and_box():
    solved = solve_ref(SAMPLE_2580, 3)[1]
    assert check_filling(SAMPLE_2580, solved, 3) == (True, "ok")
    changed_given = solved[:]
    changed_given[1] = 9
    assert "cell (row 1, column 2) holds 9 but the given is 3" in \
        check_filling(SAMPLE_2580, changed_given, 3)[1]
    assert "not a digit" in check_filling([0] * 81, [0] + solved[1:], 3)[1]
    swapped_cols = [solved[r * 9 + (1 - c if c < 2 else c)] for r in range(9) for c in range(9)]
    assert check_filling([0] * 81, swapped_cols, 3) == (True, "ok")   # still valid
    swapped = solved[:]
    swapped[0], swapped[9] = swapped[9], swapped[0]               # column 1 intact
    assert check_filling([0] * 81, swapped, 3)[1].startswith("row 1 holds")
    latin = [(r + c) % 9 + 1 for r in range(9) for c in range(9)]
    assert check_filling([0] * 81, latin, 3)[1].startswith("box 1 holds")



@pytest.mark.parametrize("layout", LAYOUTS, ids=lambda lay: type(lay).__name__)
def test_a_layout_reads_and_validates_what_it_formats(layout):
    rng = random.Random(7)
    count = 1 if isinstance(layout, SpacedGrid) else 3
    boards = [random_puzzle(rng, 3, 30) for _ in range(count)]
    text = layout.format_input(boards)
    assert layout.validate(text) == boards
    assert layout.read(text) == boards
    solved = [solve_ref(b, 3)[1] for b in boards]
    answer = "".join(map(layout.format, solved))
    assert layout.check(text, answer, answer)[0]


@pytest.mark.parametrize("layout", LAYOUTS, ids=lambda lay: type(lay).__name__)
def test_a_layout_names_the_line_of_a_clash(layout):
    boards = [[3, 3] + [0] * 79]
    if isinstance(layout, DigitRows):
        boards = [SAMPLE_2580] + boards
    line = 11 if isinstance(layout, DigitRows) else 1
    with pytest.raises(FormatError, match="line %d: givens clash" % line):
        layout.validate(layout.format_input(boards))


@pytest.mark.parametrize("text,line", [("", 1), ("a\nb", 2), ("a\r\n", 1), ("a \n", 1)])
def test_strict_lines_names_the_first_bad_line(text, line):
    with pytest.raises(FormatError, match="line %d: " % line):
        strict_lines(text)


def test_multi_case_checkers_align_outputs_with_solvable_cases_only():
    solved = solve_ref(SAMPLE_2580, 3)[1]
    rows, lines, spaced = DigitRows(3), DottedLines(3), SpacedGrid(3)
    text = rows.format_input([SAMPLE_2580, DEAD, SAMPLE_2580])
    answer = rows.format(solved) * 2
    assert rows.check(text, answer, answer)[0]
    assert "extra board" in rows.check(text, answer + rows.format(solved), answer)[1]
    assert "case 3" in rows.check(text, rows.format(solved), answer)[1]
    line_text = lines.format_input([SAMPLE_2580, SAMPLE_2580])
    assert lines.check(line_text, lines.format(solved) * 2, lines.format(solved) * 2)[0]
    assert not spaced.check(spaced.format(SAMPLE_2580), "", spaced.format(solved))[0]


