"""Sudoku helpers shared by the testdata of every Sudoku problem (9x9 and 16x16).

Not a template: nothing here is pasted into a solution. Checkers, validators,
generators, reference solvers and tests import it (`from tools.sudoku import ...`;
the runner and pytest put the repo root on sys.path). It shares no code with
templates/, so the reference solver is an independent opponent for the DLX model.

Grids are flat lists of n*n ints, row by row, n = box*box, 0 = blank, 1..n a digit.
Cell k is at row k // n, column k % n, box (row // box) * box + column // box.

  check_filling(puzzle, filled, box, symbols=None) -> (ok, message)  a solution?
  first_clash(puzzle, box)            -> message or None  two equal givens in a unit
  solve_ref(puzzle, box, limit=1)     -> (count, first)   bitmask backtracker with
                                                          naked/hidden singles, MRV
  isomorph(grid, box, rng)            -> grid             the same puzzle, relabelled and shuffled
  random_solution(rng, box)           -> grid             a random valid filling
  random_puzzle(rng, box, clues, unique=False) -> grid    blanks dug from it
  parsing: spaced_grids / digit_rows_cases / line_cases (strict, for validators),
           tokens_to_grid (lenient, for checkers), and the matching formatters.
"""
from tools.text import split_ascii
from tools.validator_cli import strict_lines


UNIT_NAMES = ("row", "column", "box")


def cell_name(k, n):
    return "cell (row %d, column %d)" % (k // n + 1, k % n + 1)


def units(box):
    """The 3n units, in the order rows, columns, boxes: (kind, index 1-based, cells)."""
    n = box * box
    out = [("row", r + 1, [r * n + c for c in range(n)]) for r in range(n)]
    out += [("column", c + 1, [r * n + c for r in range(n)]) for c in range(n)]
    for b in range(n):
        r0, c0 = b // box * box, b % box * box
        out.append(("box", b + 1, [(r0 + i) * n + c0 + j
                                   for i in range(box) for j in range(box)]))
    return out


def first_clash(puzzle, box):
    """None if no unit holds a given digit twice, else a message naming the first
    such row, column or box (rows first, then columns, then boxes)."""
    for kind, idx, cells in units(box):
        seen = {}
        for k in cells:
            v = puzzle[k]
            if v:
                if v in seen:
                    return "%s %d holds %d twice (%s and %s)" % (
                        kind, idx, v, cell_name(seen[v], box * box), cell_name(k, box * box))
                seen[v] = k
    return None


def check_filling(puzzle, filled, box, symbols=None):
    """(True, "ok") if `filled` solves `puzzle`, else (False, message naming the
    first bad cell, row, column or box). Never raises on a list of any ints.
    Messages write value v as symbols[v - 1] when given (POJ 3076: letters
    "ABCDEFGHIJKLMNOP"), else as the number v."""
    n = box * box
    name = (lambda v: symbols[v - 1]) if symbols else str
    if len(filled) != n * n:
        return False, "expected %d cells, got %d" % (n * n, len(filled))
    for k, v in enumerate(filled):
        if not isinstance(v, int) or not 1 <= v <= n:
            return False, "%s holds %r, not a digit 1..%d" % (cell_name(k, n), v, n)
        if puzzle[k] and puzzle[k] != v:
            return False, "%s holds %s but the given is %s" % (
                cell_name(k, n), name(v), name(puzzle[k]))
    for kind, idx, cells in units(box):
        seen = {}
        for k in cells:
            v = filled[k]
            if v in seen:
                return False, "%s %d holds %s twice (%s and %s)" % (
                    kind, idx, name(v), cell_name(seen[v], n), cell_name(k, n))
            seen[v] = k
    return True, "ok"


_POPCOUNT = {}


def _popcounts(n):
    if n not in _POPCOUNT:
        t = [0] * (1 << n)
        for m in range(1, 1 << n):
            t[m] = t[m >> 1] + (m & 1)
        _POPCOUNT[n] = t
    return _POPCOUNT[n]


def solve_ref(puzzle, box, limit=1):
    """Count the fillings of puzzle up to `limit`: (count, first filling or None).

    A backtracker on row/column/box digit bitmasks, independent of the DLX
    template by construction. At every node it computes each blank cell's
    candidates; it stops at a cell with none, places a naked single (a cell with
    one candidate) or a hidden single (a digit with one place left in a row,
    column or box), and otherwise branches on the cell with the fewest
    candidates. Contradictory givens give (0, None).

    The one reference solver of every Sudoku problem (9x9, and POJ 3076's
    16x16: each stored minimal 16x16 puzzle takes under 2.5 s on CPython 3.8+,
    0.15 s on PyPy). Stored .ans files of puzzles with several fillings hold
    the first filling it returns, so a change of its search order changes them."""
    n = box * box
    nn = n * n
    full = (1 << n) - 1
    pop = _popcounts(n)
    grid = list(puzzle)
    row_of = [k // n for k in range(nn)]
    col_of = [k % n for k in range(nn)]
    box_of = [k // n // box * box + k % n // box for k in range(nn)]
    rows, cols, boxes = [0] * n, [0] * n, [0] * n
    for k, v in enumerate(grid):
        if v:
            bit = 1 << (v - 1)
            r, c, b = row_of[k], col_of[k], box_of[k]
            if (rows[r] | cols[c] | boxes[b]) & bit:
                return 0, None
            rows[r] |= bit
            cols[c] |= bit
            boxes[b] |= bit
    by_kind = {"row": rows, "column": cols, "box": boxes}
    unit_list = [(by_kind[kind], i - 1, cells) for kind, i, cells in units(box)]
    blanks = [k for k in range(nn) if not grid[k]]
    cand = [0] * nn
    found = [0, None]

    def search(depth):                 # blanks[:depth] are filled
        if depth == len(blanks):
            found[0] += 1
            if found[1] is None:
                found[1] = grid[:]
            return found[0] >= limit
        best, best_free, best_count = depth, 0, n + 1
        for i in range(depth, len(blanks)):
            k = blanks[i]
            free = full & ~(rows[row_of[k]] | cols[col_of[k]] | boxes[box_of[k]])
            cand[k] = free
            cnt = pop[free]
            if cnt < best_count:
                best, best_free, best_count = i, free, cnt
                if cnt <= 1:
                    break
        if best_count == 0:
            return False
        if best_count > 1:             # look for a hidden single, or a dead unit
            for k in blanks[:depth]:
                cand[k] = 0
            for masks, i, cells in unit_list:
                once = twice = 0
                for k in cells:
                    f = cand[k]
                    twice |= once & f
                    once |= f
                missing = full & ~masks[i]
                if missing & ~once:
                    return False       # a digit with no place left in this unit
                single = missing & ~twice
                if single:
                    bit = single & -single
                    k = next(k for k in cells if cand[k] & bit)
                    best, best_free = blanks.index(k, depth), bit
                    break
        blanks[depth], blanks[best] = blanks[best], blanks[depth]
        k = blanks[depth]
        r, c, b = row_of[k], col_of[k], box_of[k]
        free = best_free
        while free:
            bit = free & -free
            free ^= bit
            rows[r] |= bit
            cols[c] |= bit
            boxes[b] |= bit
            grid[k] = bit.bit_length()
            stop = search(depth + 1)
            rows[r] ^= bit
            cols[c] ^= bit
            boxes[b] ^= bit
            if stop:
                grid[k] = 0
                return True
        grid[k] = 0
        return False

    search(0)
    return found[0], found[1]


# ---------------------------------------------------------------- generation

def isomorph(grid, box, rng):
    """grid with rows within bands, bands, columns within stacks and stacks
    shuffled, digits relabelled and, half the time, transposed, all by rng
    (a random.Random): a puzzle (or filling) of the same difficulty class."""
    n = box * box

    def shuffled_lines():
        bands = list(range(box))
        rng.shuffle(bands)
        out = []
        for b in bands:
            inner = list(range(box))
            rng.shuffle(inner)
            out += [b * box + i for i in inner]
        return out

    rows, cols = shuffled_lines(), shuffled_lines()
    digits = list(range(1, n + 1))
    rng.shuffle(digits)
    out = [digits[grid[r * n + c] - 1] if grid[r * n + c] else 0 for r in rows for c in cols]
    if rng.random() < 0.5:
        out = [out[c * n + r] for r in range(n) for c in range(n)]
    return out


def random_solution(rng, box):
    """A random valid filling: an isomorph of the pattern grid
    (box*(r%box) + r//box + c) % n + 1."""
    n = box * box
    return isomorph([(box * (r % box) + r // box + c) % n + 1 for r in range(n) for c in range(n)],
                    box, rng)


def random_puzzle(rng, box, clues, unique=False):
    """A puzzle with `clues` givens dug from random_solution(rng, box). With
    unique=True a cell is blanked only if the puzzle keeps one solution, so the
    result may keep more than `clues` givens (the digging stops when no cell can go)."""
    n = box * box
    grid = random_solution(rng, box)
    order = list(range(n * n))
    rng.shuffle(order)
    left = n * n
    for k in order:
        if left <= clues:
            break
        v, grid[k] = grid[k], 0
        if unique and solve_ref(grid, box, 2)[0] != 1:
            grid[k] = v
        else:
            left -= 1
    return grid


# ------------------------------------------------------------------- parsing

class FormatError(ValueError):
    """A malformed input; the message starts with "line N: "."""


def spaced_grid(lines, box, first_line=1):
    """The BOJ 2580 layout: n lines of n integers 0..n separated by single spaces.
    `lines` are exactly those n lines; returns the grid, checks clashes."""
    n = _expect_rows(lines, box, first_line)
    grid = []
    for i, line in enumerate(lines, first_line):
        tokens = line.split(" ")
        if len(tokens) != n:
            raise FormatError("line %d: expected %d numbers separated by single spaces, "
                              "found %d fields" % (i, n, len(tokens)))
        for t in tokens:
            if not t.isdigit() or not t.isascii() or len(t) > 2 or int(t) > n \
                    or t != str(int(t)):
                raise FormatError("line %d: %r is not an integer 0..%d" % (i, t, n))
            grid.append(int(t))
    return _without_clash(grid, box, first_line)


def digit_rows(lines, box, first_line=1):
    """The POJ 2676 layout: n lines of exactly n digits, 0 for a blank."""
    n = _expect_rows(lines, box, first_line)
    grid = []
    for i, line in enumerate(lines, first_line):
        if len(line) != n or not all("0" <= ch <= "9" for ch in line):
            raise FormatError("line %d: expected %d digits 0..9, found %r" % (i, n, line[:40]))
        grid += map(int, line)
    return _without_clash(grid, box, first_line)


def _expect_rows(lines, box, first_line):
    """n = box*box, after checking that there are n lines."""
    n = box * box
    if len(lines) != n:
        raise FormatError("line %d: expected %d rows, found %d lines"
                          % (first_line + min(len(lines), n), n, len(lines)))
    return n


def _without_clash(grid, box, first_line):
    clash = first_clash(grid, box)
    if clash:
        raise FormatError("line %d: givens clash: %s" % (first_line, clash))
    return grid


def dotted_line(line, box, line_no):
    """The POJ 3074 layout: one line of n*n characters, '1'..'9' or '.'."""
    n = box * box
    if len(line) != n * n or not all(ch == "." or "1" <= ch <= "9" for ch in line):
        raise FormatError("line %d: expected %d characters '1'-'9' or '.', found %r"
                          % (line_no, n * n, line[:40]))
    grid = [0 if ch == "." else int(ch) for ch in line]
    clash = first_clash(grid, box)
    if clash:
        raise FormatError("line %d: givens clash: %s" % (line_no, clash))
    return grid


# Lenient parsing of trusted inputs (already validated) for checkers and ref.py:
# any whitespace, CRLF, missing final newline.

def read_spaced_grid(text, box=3):
    n = box * box
    return [int(t) for t in split_ascii(text)[:n * n]]


def read_digit_rows_cases(text, box=3):
    n = box * box
    tokens = split_ascii(text)
    t = int(tokens[0])
    return [[int(ch) for row in tokens[1 + i * n:1 + (i + 1) * n] for ch in row]
            for i in range(t)]


def read_line_cases(text):
    out = []
    for line in split_ascii(text):
        if line == "end":
            break
        out.append([0 if ch == "." else int(ch) for ch in line])
    return out


def format_spaced(grid, box=3):
    n = box * box
    return "".join(" ".join(map(str, grid[r * n:(r + 1) * n])) + "\n" for r in range(n))


def format_digit_rows(grid, box=3):
    n = box * box
    return "".join("".join(map(str, grid[r * n:(r + 1) * n])) + "\n" for r in range(n))


def format_line(grid):
    return "".join(map(str, grid)) + "\n"


# Untrusted output for checkers: never raises.

def output_tokens(output_text, limit):
    """split_ascii(output_text), or None when the output is far too long to be an
    answer (so a flood is rejected before it is split)."""
    if not isinstance(output_text, str) or len(output_text) > limit:
        return None
    return split_ascii(output_text)


def tokens_to_grid(tokens, box=3):
    """The grid written by n*n one-digit tokens 1..n, or a message saying what
    is wrong with them (a str)."""
    n = box * box
    if len(tokens) != n * n:
        return "expected %d numbers, found %d tokens" % (n * n, len(tokens))
    digits = {str(d): d for d in range(1, n + 1)}
    grid = []
    for k, t in enumerate(tokens):
        if t not in digits:
            return "token %d (%s) is %r, not a digit 1..%d" % (
                k + 1, cell_name(k, n), t[:20], n)
        grid.append(digits[t])
    return grid


def chars_to_grid(s, box=3):
    """The grid written as n*n characters '1'..'9' (no separators), or a message."""
    n = box * box
    if len(s) != n * n:
        return "expected %d characters, found %d" % (n * n, len(s))
    grid = []
    for k, ch in enumerate(s):
        if not ("1" <= ch <= "9") or int(ch) > n:
            return "%s is %r, not a digit 1..%d" % (cell_name(k, n), ch, n)
        grid.append(int(ch))
    return grid


def check_cases(puzzles, answers, outputs, box=3, what="grid"):
    """Checker core for multi-case files where an unsolvable case prints nothing.

    puzzles: the input grids; answers: the reference's grids (one per solvable
    puzzle, in order); outputs: the contestant's grids, each either a list of
    ints or a str (why that output chunk is malformed). A puzzle counts as
    solvable exactly when the next reference grid fills it, which is right
    whenever the reference is. Returns (ok, message); never raises."""
    ai = oi = 0
    for case, puzzle in enumerate(puzzles, 1):
        if ai < len(answers) and check_filling(puzzle, answers[ai], box)[0]:
            ai += 1
            if oi >= len(outputs):
                return False, "case %d: output ends before its %s" % (case, what)
            got = outputs[oi]
            oi += 1
            if isinstance(got, str):
                return False, "case %d: %s" % (case, got)
            ok, msg = check_filling(puzzle, got, box)
            if not ok:
                return False, "case %d: %s" % (case, msg)
    if ai != len(answers):
        return False, "judge error: answer file does not match the input (case %d)" % (ai + 1)
    if oi != len(outputs):
        return False, "%d extra %s(s) after the last case" % (len(outputs) - oi, what)
    return True, "ok: %d case(s)" % len(puzzles)


# ------------------------------------------- the 9x9 problems' formats
# Shared by testdata/{boj_2580,boj_19998,poj_2676,poj_3074}: their validator.py,
# checker.py, gen.py and ref.py are thin wrappers around these.

MAX_OUTPUT = 1 << 20               # a checker rejects longer output unread


def validate_spaced(text, box=3):
    """BOJ 2580 / 19998 input: one board of n lines of n numbers, solvable."""
    grid = spaced_grid(strict_lines(text), box)
    if solve_ref(grid, box)[0] == 0:
        raise FormatError("line 1: the board has no filling (the statement promises one)")
    return grid


def validate_rows_cases(text, box=3):
    """POJ 2676 input: T, then T boards of n lines of n digits. Returns the boards."""
    n = box * box
    lines = strict_lines(text)
    head = lines[0]
    if not head.isdigit() or not head.isascii() or head != str(int(head)) or int(head) < 1:
        raise FormatError("line 1: expected the number of test cases (>= 1), found %r"
                          % head[:40])
    t = int(head)
    if len(lines) != 1 + n * t:
        raise FormatError("line %d: %d test cases need %d lines after the first, found %d"
                          % (min(len(lines), 1 + n * t) + 1, t, n * t, len(lines) - 1))
    return [digit_rows(lines[1 + n * i:1 + n * (i + 1)], box, 2 + n * i) for i in range(t)]


def validate_line_cases(text, box=3):
    """POJ 3074 input: boards of one n*n-character line each, then a line "end"."""
    lines = strict_lines(text)
    if "end" in lines[:-1]:
        raise FormatError("line %d: text after \"end\"" % (lines.index("end") + 2))
    if lines[-1] != "end":
        raise FormatError("line %d: the last line must be \"end\"" % len(lines))
    if len(lines) < 2:
        raise FormatError("line 1: no test case before \"end\"")
    return [dotted_line(line, box, i) for i, line in enumerate(lines[:-1], 1)]


def check_spaced(input_text, output_text, answer_text, box=3):
    """BOJ 2580 / 19998: any valid filling, as n*n whitespace-separated digits."""
    puzzle = read_spaced_grid(input_text, box)
    tokens = output_tokens(output_text, MAX_OUTPUT)
    if tokens is None:
        return False, "output longer than %d characters" % MAX_OUTPUT
    if not tokens and not read_spaced_grid(answer_text, box):
        return True, "ok: no filling, nothing printed"
    grid = tokens_to_grid(tokens, box)
    if isinstance(grid, str):
        return False, grid
    return check_filling(puzzle, grid, box)


def check_rows_cases(input_text, output_text, answer_text, box=3):
    """POJ 2676: per case any valid filling as n rows of n digits; a case
    without a filling prints nothing (known from the answer file)."""
    n = box * box
    tokens = output_tokens(output_text, MAX_OUTPUT)
    if tokens is None:
        return False, "output longer than %d characters" % MAX_OUTPUT
    outputs = []
    for i in range(0, len(tokens), n):
        rows = tokens[i:i + n]
        bad = [r for r in rows if len(r) != n]
        if len(rows) < n:
            outputs.append("the last board has %d rows, not %d" % (len(rows), n))
        elif bad:
            outputs.append("row %r is not %d digits" % (bad[0][:20], n))
        else:
            outputs.append(chars_to_grid("".join(rows), box))
    answers = [chars_to_grid("".join(split_ascii(t)[i:i + n]), box)
               for t in [answer_text] for i in range(0, len(split_ascii(t)), n)]
    return check_cases(read_digit_rows_cases(input_text, box), answers, outputs, box, "board")


def check_line_cases(input_text, output_text, answer_text, box=3):
    """POJ 3074: per case the filling as one line of n*n digits."""
    tokens = output_tokens(output_text, MAX_OUTPUT)
    if tokens is None:
        return False, "output longer than %d characters" % MAX_OUTPUT
    outputs = [chars_to_grid(t, box) for t in tokens]
    answers = [chars_to_grid(t, box) for t in split_ascii(answer_text)]
    return check_cases(read_line_cases(input_text), answers, outputs, box, "line")


def ref_main(read, write, limit=1):
    """The CLI of a ref.py: solve every board of stdin with solve_ref and print
    the fillings (nothing for a board without one). With limit=2 a board with
    several fillings is a data error: one line on stderr, exit 1."""
    import sys
    boards = read(sys.stdin.read())
    out = []
    for i, grid in enumerate(boards, 1):
        count, filled = solve_ref(grid, 3, limit)
        if limit > 1 and count > 1:
            sys.exit("ref: case %d has several fillings" % i)
        if filled is not None:
            out.append(write(filled))
    sys.stdout.write("".join(out))


def gen_boards(argv, unique=False):
    """The boards a gen.py prints: `SEED [--cases T] [--clues N] [--unique]`.
    T random puzzles (default 1) with N givens (default 30), made with
    random.Random(SEED) only; --unique (or unique=True) keeps one filling each."""
    import argparse
    ap = argparse.ArgumentParser(prog="gen.py")
    ap.add_argument("seed", type=int)
    ap.add_argument("--cases", type=int, default=1)
    ap.add_argument("--clues", type=int, default=30)
    ap.add_argument("--unique", action="store_true")
    args = ap.parse_args(argv)
    import random
    rng = random.Random(args.seed)
    return [random_puzzle(rng, 3, args.clues, unique or args.unique) for _ in range(args.cases)]
