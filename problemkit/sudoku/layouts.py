"""The Sudoku input layouts, one object each, shared by the testdata of the 9x9
problems (and usable for any box whose digits are single characters):

  SpacedGrid(box)    BOJ 2580 / 19998: one board, n lines of n numbers 0..n, one
                     space apart; the output is the filling in the same layout
  DigitRows(box)     POJ 2676: T, then T boards of n lines of n digits, 0 a blank
  DottedLines(box)   POJ 3074: boards of one n*n-character line, '.' a blank,
                     then a line "end"; each filling is one line of digits

Each layout says everything about its text once:
  parse(lines, first_line)  strict: the lines of one board -> grid (validators)
  validate(text)            strict: a whole stored input -> boards, or FormatError
  read(text)                lenient: a trusted input -> boards (checkers, ref.py)
  format(grid)              one board (a puzzle, or a filling) as text
  format_input(boards)      a whole input (gen.py)
  check(input, output, answer) -> (ok, message): the checker; never raises
"""
from problemkit.strict import FormatError, plain_int, strict_lines
from problemkit.sudoku.checking import MAX_OUTPUT, chars_to_grid, check_cases, tokens_to_grid
from problemkit.sudoku.grid import check_filling, first_clash
from problemkit.sudoku.ref_solver import solve_ref
from problemkit.tokens import output_tokens, split_ascii

TOO_LONG = "output longer than %d characters" % MAX_OUTPUT


class Layout:
    def __init__(self, box):
        self.box, self.n = box, box * box

    def rows(self, grid):
        n = self.n
        return [grid[r * n:(r + 1) * n] for r in range(n)]

    def expect_rows(self, lines, first_line):
        if len(lines) != self.n:
            raise FormatError("line %d: expected %d rows, found %d lines"
                              % (first_line + min(len(lines), self.n), self.n, len(lines)))

    def without_clash(self, grid, line_no):
        clash = first_clash(grid, self.box)
        if clash:
            raise FormatError("line %d: givens clash: %s" % (line_no, clash))
        return grid


class SpacedGrid(Layout):
    def parse(self, lines, first_line=1):
        self.expect_rows(lines, first_line)
        grid = []
        for i, line in enumerate(lines, first_line):
            tokens = line.split(" ")
            if len(tokens) != self.n:
                raise FormatError("line %d: expected %d numbers separated by single spaces, "
                                  "found %d fields" % (i, self.n, len(tokens)))
            for t in tokens:
                if len(t) > 2 or not plain_int(t) or int(t) > self.n:
                    raise FormatError("line %d: %r is not an integer 0..%d" % (i, t, self.n))
                grid.append(int(t))
        return self.without_clash(grid, first_line)

    def validate(self, text):
        """One board, which has a filling (the statement promises one)."""
        grid = self.parse(strict_lines(text))
        if solve_ref(grid, self.box)[0] == 0:
            raise FormatError("line 1: the board has no filling (the statement promises one)")
        return [grid]

    def read(self, text):
        """[the board]; [] for an empty text (an answer file of "no filling")."""
        tokens = split_ascii(text)
        return [[int(t) for t in tokens[:self.n * self.n]]] if tokens else []

    def format(self, grid):
        return "".join(" ".join(map(str, row)) + "\n" for row in self.rows(grid))

    def format_input(self, boards):
        (board,) = boards
        return self.format(board)

    def check(self, input_text, output_text, answer_text):
        """Any valid filling, as n*n whitespace-separated digits (layout free)."""
        (puzzle,) = self.read(input_text)
        tokens = output_tokens(output_text, MAX_OUTPUT)
        if tokens is None:
            return False, TOO_LONG
        if not tokens and not self.read(answer_text):
            return True, "ok: no filling, nothing printed"
        grid = tokens_to_grid(tokens, self.box)
        if isinstance(grid, str):
            return False, grid
        return check_filling(puzzle, grid, self.box)


class DigitRows(Layout):
    def parse(self, lines, first_line=1):
        self.expect_rows(lines, first_line)
        grid = []
        for i, line in enumerate(lines, first_line):
            if len(line) != self.n or not all("0" <= ch <= "9" for ch in line):
                raise FormatError("line %d: expected %d digits 0..9, found %r"
                                  % (i, self.n, line[:40]))
            grid += map(int, line)
        return self.without_clash(grid, first_line)

    def validate(self, text):
        """T >= 1, then T boards; solvability is not required."""
        n, lines = self.n, strict_lines(text)
        if not plain_int(lines[0]) or int(lines[0]) < 1:
            raise FormatError("line 1: expected the number of test cases (>= 1), found %r"
                              % lines[0][:40])
        t = int(lines[0])
        if len(lines) != 1 + n * t:
            raise FormatError("line %d: %d test cases need %d lines after the first, found %d"
                              % (min(len(lines), 1 + n * t) + 1, t, n * t, len(lines) - 1))
        return [self.parse(lines[1 + n * i:1 + n * (i + 1)], 2 + n * i) for i in range(t)]

    def read(self, text):
        n, tokens = self.n, split_ascii(text)
        return [[int(ch) for row in tokens[1 + i * n:1 + (i + 1) * n] for ch in row]
                for i in range(int(tokens[0]))]

    def format(self, grid):
        return "".join("".join(map(str, row)) + "\n" for row in self.rows(grid))

    def format_input(self, boards):
        return "%d\n" % len(boards) + "".join(map(self.format, boards))

    def output_boards(self, tokens):
        """The contestant's boards: n row tokens each, or a message per bad chunk."""
        n, out = self.n, []
        for i in range(0, len(tokens), n):
            rows = tokens[i:i + n]
            bad = [r for r in rows if len(r) != n]
            if len(rows) < n:
                out.append("the last board has %d rows, not %d" % (len(rows), n))
            elif bad:
                out.append("row %r is not %d digits" % (bad[0][:20], n))
            else:
                out.append(chars_to_grid("".join(rows), self.box))
        return out

    def check(self, input_text, output_text, answer_text):
        """Per case any valid filling as n rows of n digits; a case without a
        filling prints nothing (known from the answer file)."""
        tokens = output_tokens(output_text, MAX_OUTPUT)
        if tokens is None:
            return False, TOO_LONG
        n, answer = self.n, split_ascii(answer_text)
        answers = [chars_to_grid("".join(answer[i:i + n]), self.box)
                   for i in range(0, len(answer), n)]
        return check_cases(self.read(input_text), answers, self.output_boards(tokens),
                           self.box, "board")


class DottedLines(Layout):
    def parse(self, lines, first_line=1):
        (line,) = lines
        nn = self.n * self.n
        if len(line) != nn or not all(ch == "." or "1" <= ch <= "9" for ch in line):
            raise FormatError("line %d: expected %d characters '1'-'9' or '.', found %r"
                              % (first_line, nn, line[:40]))
        return self.without_clash([0 if ch == "." else int(ch) for ch in line], first_line)

    def validate(self, text):
        """Boards, then a last line "end". Uniqueness is ref.py's to check (it
        refuses a board with two fillings): it costs seconds on a 300-board file."""
        lines = strict_lines(text)
        if "end" in lines[:-1]:
            raise FormatError("line %d: text after \"end\"" % (lines.index("end") + 2))
        if lines[-1] != "end":
            raise FormatError("line %d: the last line must be \"end\"" % len(lines))
        if len(lines) < 2:
            raise FormatError("line 1: no test case before \"end\"")
        return [self.parse([line], i) for i, line in enumerate(lines[:-1], 1)]

    def read(self, text):
        out = []
        for line in split_ascii(text):
            if line == "end":
                break
            out.append([0 if ch == "." else int(ch) for ch in line])
        return out

    def format(self, grid):
        return "".join(str(v) if v else "." for v in grid) + "\n"

    def format_input(self, boards):
        return "".join(map(self.format, boards)) + "end\n"

    def check(self, input_text, output_text, answer_text):
        """Per case the filling as one line of n*n digits."""
        tokens = output_tokens(output_text, MAX_OUTPUT)
        if tokens is None:
            return False, TOO_LONG
        outputs = [chars_to_grid(t, self.box) for t in tokens]
        answers = [chars_to_grid(t, self.box) for t in split_ascii(answer_text)]
        return check_cases(self.read(input_text), answers, outputs, self.box, "line")
