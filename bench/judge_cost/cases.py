"""The inputs of bench/judge_cost.py, written into a scratch folder at bench time: A+B cases
in oj's layout (for the runner and `oj test`) and a problem package of 20 submissions (for
`runner.py verify` and problemtools' `verifyproblem`). Seeded: every run writes the same."""
import os
import random

SOLUTION = "a, b = map(int, input().split())\nprint(a + b)\n"
SECRET = 10
AC_PY = "a, b = map(int, input().split())\nprint(a + b%s)\n"
AC_CPP = ('#include <cstdio>\nint main() { long long a, b; scanf("%%lld %%lld", &a, &b); '
          'printf("%%lld\\n", a + b%s); }\n')
SUBMISSIONS = dict(
    [("accepted/ac%d.py" % i, AC_PY % (" + 0" * i)) for i in range(8)]
    + [("accepted/ac%d.cpp" % i, AC_CPP % (" + 0" * i)) for i in range(4)]
    + [("wrong_answer/wa%d.py" % i, AC_PY % (" - 2 * b + %d" % i)) for i in range(2)]
    + [("wrong_answer/wa%d.cpp" % i, AC_CPP % (" + 1 + %d" % i)) for i in range(2)]
    + [("time_limit_exceeded/loop.py", "while True:\n    pass\n"),
       ("time_limit_exceeded/loop.cpp", "int main() { volatile long x = 0; for (;;) x++; }\n"),
       ("run_time_error/crash.py", "raise SystemExit(3)\n"),
       ("run_time_error/crash.cpp", "#include <cstdlib>\nint main() { abort(); }\n")])


def write_cases(folder, n, seed=32):
    """n A+B cases in oj's layout under folder/test (sample-1.in, sample-1.out, ...) and the
    solution folder/main.py; returns the case names in order."""
    rng = random.Random(seed)
    test = os.path.join(folder, "test")
    os.makedirs(test, exist_ok=True)
    names = []
    for k in range(1, n + 1):
        a, b = rng.randint(-10 ** 9, 10 ** 9), rng.randint(-10 ** 9, 10 ** 9)
        name = "sample-%d" % k
        with open(os.path.join(test, name + ".in"), "w") as f:
            f.write("%d %d\n" % (a, b))
        with open(os.path.join(test, name + ".out"), "w") as f:
            f.write("%d\n" % (a + b))
        names.append(name)
    with open(os.path.join(folder, "main.py"), "w") as f:
        f.write(SOLUTION)
    return names


def write_package(folder, seed=35):
    """A+B in the legacy package format under folder/aplusb, 1 sample and SECRET secret
    cases, the SUBMISSIONS in the folders that say what each must do (so both tools derive
    the time limit from the accepted ones); returns its path."""
    rng = random.Random(seed)
    pkg = os.path.join(folder, "aplusb")
    for kind, n in (("sample", 1), ("secret", SECRET)):
        os.makedirs(os.path.join(pkg, "data", kind))
        for k in range(1, n + 1):
            a, b = rng.randint(-10 ** 9, 10 ** 9), rng.randint(-10 ** 9, 10 ** 9)
            stem = os.path.join(pkg, "data", kind, "%02d" % k)
            with open(stem + ".in", "w") as f:
                f.write("%d %d\n" % (a, b))
            with open(stem + ".ans", "w") as f:
                f.write("%d\n" % (a + b))
    with open(os.path.join(pkg, "problem.yaml"), "w") as f:
        f.write("name: A plus B\n")
    for name, text in SUBMISSIONS.items():
        path = os.path.join(pkg, "submissions", name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
    return pkg
