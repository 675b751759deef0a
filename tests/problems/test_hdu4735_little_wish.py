"""examples/hdu4735_little_wish.py (HDU 4735 Little Wish, a set cover with a cost and a
bound on its count, on cost-cover): against the problem's own statement by brute force
(every set of boys' nodes) on tiny trees, against the independent tree DP (ref.py) on
random small ones, its distance rows against a walk from every node, and malformed
input refused. The generic checks of its judged folder (testdata/ex_hdu4735) live in
test_problem_folders.py; its C++ twin's in test_cpp_twins.py."""
import itertools
import random
import subprocess
import sys

import pytest

from conftest import ROOT, assert_refused, load_module

wish = load_module("examples/hdu4735_little_wish.py", "example_hdu4735")
ref = load_module("testdata/ex_hdu4735/ref.py", "ex_hdu4735_ref")
EXAMPLE = str(ROOT / "examples" / "hdu4735_little_wish.py")


def run(data, python=sys.executable):
    return subprocess.run([python, EXAMPLE], input=data, capture_output=True, timeout=60)


def random_tree(rng, n, wmax):
    return [(rng.randint(1, v - 1), v, rng.randint(1, wmax)) for v in range(2, n + 1)]


def walked(n, edges):
    """dist[u][v] (1-based) by a walk from every node."""
    adj = {v: [] for v in range(1, n + 1)}
    for a, b, w in edges:
        adj[a].append((b, w))
        adj[b].append((a, w))
    out = {}
    for s in adj:
        far, todo = {s: 0}, [s]
        while todo:
            u = todo.pop()
            for v, w in adj[u]:
                if v not in far:
                    far[v] = far[u] + w
                    todo.append(v)
        out[s] = far
    return out


def by_the_statement(n, d, kids, edges):
    """The fewest swaps, from the statement alone: the boys end on some B nodes; every
    girl then needs a boy within d; a swap moves one boy onto a girl's node."""
    dist, best = walked(n, edges), -1
    for boys in itertools.combinations(range(1, n + 1), sum(kids)):
        if all(any(dist[g][b] <= d for b in boys) for g in range(1, n + 1) if g not in boys):
            steps = sum(1 for b in boys if not kids[b - 1])
            best = steps if best < 0 else min(best, steps)
    return best


@pytest.mark.parametrize("seed", range(80))
def test_fewest_steps_match_the_statement_by_brute_force(seed):
    rng = random.Random(seed)
    n = rng.randint(1, 9)
    edges = random_tree(rng, n, rng.choice([1, 5, 50]))
    kids = [rng.randint(0, 1) for _ in range(n)]
    d = rng.randint(1, 60)
    cc = wish.CostCover(wish.MAX_N)
    assert wish.fewest_steps(n, d, kids, edges, cc) == by_the_statement(n, d, kids, edges)


@pytest.mark.parametrize("seed", range(30))
def test_fewest_steps_match_the_tree_dp_on_bigger_trees(seed):
    rng = random.Random(1000 + seed)
    n = rng.randint(10, 30)
    edges = random_tree(rng, n, 20)
    kids = [int(rng.random() < rng.choice([0.1, 0.3, 0.6])) for _ in range(n)]
    d = rng.randint(5, 60)
    cc = wish.CostCover(wish.MAX_N)
    assert wish.fewest_steps(n, d, kids, edges, cc) == ref.least(n, d, kids, edges)


@pytest.mark.parametrize("seed", range(20))
def test_distance_rows_are_the_walked_distances(seed):
    rng = random.Random(seed)
    n = rng.randint(1, 50)
    edges = random_tree(rng, n, 10 ** 7)
    rng.shuffle(edges)
    labels, dist = wish.rows(n, edges)
    want = walked(n, edges)
    assert sorted(labels) == list(range(1, n + 1))
    for v in range(n):
        assert dict(zip(labels, dist[v])) == want[v + 1]


def test_sample_and_a_crlf_layout():
    for data in (b"1\n3 1\n0 0 1\n1 2 1\n1 3 1\n", b"1\r\n3 1\r\n0\t0 1\r\n1 2 1 1 3 1\r\n"):
        proc = run(data)
        assert proc.returncode == 0 and proc.stdout == b"Case #1: 1\n", proc.stderr


@pytest.mark.parametrize("data", [
    b"", b"0\n", b"151\n", b"x\n", b"1\n3\n", b"1\n0 1\n", b"1\n51 1\n", b"1\n3 0\n0 0 1\n",
    b"1\n3 1\n0 2 1\n1 2 1\n1 3 1\n", b"1\n3 1\n0 0 1\n1 2 1\n2 1 1\n",
    b"1\n3 1\n0 0 1\n1 2 1\n1 4 1\n", b"1\n3 1\n0 0 1\n1 2 -1\n1 3 1\n",
    b"1\n3 1\n0 0 1\n1 2 10000001\n1 3 1\n", b"1\n3 1\n0 0 1\n1 2 1\n1 3 1\n7\n",
    b"1\n3 1\n0 0 1\n1 2 1\n", b"\xff\n",
])
def test_malformed_input_is_one_line_on_stderr_and_exit_1(data):
    proc = run(data)
    assert_refused(proc)
    assert proc.stderr.startswith(b"hdu4735: bad input")
