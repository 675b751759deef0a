"""The polyomino block (templates/polyomino.py): shapes from text, distinct
orientations, placements in regions with holes."""
import itertools
import subprocess
import sys

import pytest

from conftest import PYPY, TEMPLATES, needs_pypy
from polyomino import cells_of, normalize, orientations, placements

PENTOMINOES = {   # Conway's letters, one orientation each, drawn as text
    "F": ".##\n##.\n.#.", "I": "#####", "L": "####\n#...", "N": "##..\n.###",
    "P": "##\n##\n#.", "T": "###\n.#.\n.#.", "U": "#.#\n###", "V": "#..\n#..\n###",
    "W": "#..\n##.\n.##", "X": ".#.\n###\n.#.", "Y": "####\n.#..", "Z": "##.\n.#.\n.##",
}


def test_the_12_pentominoes_have_63_fixed_orientations():
    counts = {name: len(orientations(cells_of(text))) for name, text in PENTOMINOES.items()}
    assert sum(counts.values()) == 63
    assert counts == {"F": 8, "I": 2, "L": 8, "N": 8, "P": 8, "T": 4, "U": 4, "V": 4,
                      "W": 4, "X": 1, "Y": 8, "Z": 4}


def test_one_sided_pieces_have_only_their_rotations():
    rotations = {name: len(orientations(cells_of(t), reflect=False))
                 for name, t in PENTOMINOES.items()}
    assert rotations == {"F": 4, "I": 2, "L": 4, "N": 4, "P": 4, "T": 4, "U": 4, "V": 4,
                         "W": 4, "X": 1, "Y": 4, "Z": 2}
    # A piece whose mirror image is no rotation of it counts twice among the
    # 18 one-sided pentominoes: F L N P Y Z.
    chiral = [name for name, t in PENTOMINOES.items()
              if len(orientations(cells_of(t))) == 2 * rotations[name]]
    assert "".join(chiral) == "FLNPYZ" and len(PENTOMINOES) + len(chiral) == 18


def brute_orientations(cells):
    """The images under every signed permutation matrix [[a, b], [c, d]],
    found by trying all 81 matrices with entries in -1..1."""
    found = set()
    for a, b, c, d in itertools.product((-1, 0, 1), repeat=4):
        if abs(a) + abs(b) == 1 and abs(c) + abs(d) == 1 and a * d - b * c in (1, -1):
            found.add(normalize([(a * y + b * x, c * y + d * x) for y, x in cells]))
    return found


@pytest.mark.parametrize("name", sorted(PENTOMINOES))
def test_orientations_are_distinct_normalized_and_complete(name):
    orients = orientations(cells_of(PENTOMINOES[name]))
    assert len(set(orients)) == len(orients) and orients == sorted(orients)
    assert all(o == normalize(o) for o in orients)
    assert set(orients) == brute_orientations(cells_of(PENTOMINOES[name]))


def test_text_forms_give_the_same_cells():
    assert cells_of(".##\n##.\n.#.") == cells_of([".##", "##.", ".#."]) == \
        cells_of([" FF", "FF ", " F "]) == [(0, 1), (0, 2), (1, 0), (1, 1), (2, 1)]


def rect(h, w):
    return [(r, c) for r in range(h) for c in range(w)]


def brute_placements(orients, region):
    """Every translation of every orientation by any offset: the cell sets inside."""
    inside, found = set(region), set()
    rows = range(-10, 11)
    for o in orients:
        for dr, dc in itertools.product(rows, rows):
            cells = frozenset((r + dr, c + dc) for r, c in o)
            if cells <= inside:
                found.add(cells)
    return found


def test_placement_counts_on_rectangles():
    # I in 6x10: 6*6 horizontal + 2*10 vertical; X: 4*8 centres; F: 8 * (4*8).
    counts = {name: len(placements(orientations(cells_of(t)), rect(6, 10)))
              for name, t in PENTOMINOES.items()}
    assert counts["I"] == 56 and counts["X"] == 32 and counts["F"] == 256
    assert sum(counts.values()) == 2056            # Knuth's 6x10 matrix has 2056 rows


@pytest.mark.parametrize("name", sorted(PENTOMINOES))
def test_placements_in_a_region_with_holes_match_brute_force(name):
    region = [(r, c) for r, c in rect(8, 8) if not (3 <= r <= 4 and 3 <= c <= 4)]
    orients = orientations(cells_of(PENTOMINOES[name]))
    got = placements(orients, region)
    assert len(got) == len({frozenset(p) for p in got})      # each placement once
    assert {frozenset(p) for p in got} == brute_placements(orients, region)


def test_a_piece_larger_than_the_region_has_no_placement():
    assert placements(orientations(cells_of("#####")), rect(2, 2)) == []


@pytest.mark.parametrize("interpreter", [
    pytest.param(sys.executable, id="cpython"),
    pytest.param(PYPY, id="pypy3", marks=needs_pypy),
])
def test_self_check_runs_under(interpreter):
    out = subprocess.run([interpreter, str(TEMPLATES / "polyomino.py")],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0 and "ok" in out.stdout, out.stderr
