# expect: WA -- prints 0, then rewrites every checker and answer it can reach to make 0 right.
# The checker was loaded before the run and the answers hashed: a rewrite changes no verdict
# (a rewritten answer is a JE). Behind bwrap nothing is writable.
import glob
import os

here = os.path.dirname(os.path.abspath(__file__))
print(0)
for path in glob.glob(os.path.join(here, "..", "**", "*"), recursive=True):
    try:
        if path.endswith(".ans"):
            with open(path, "w") as f:
                f.write("0\n")
        elif path.endswith("checker.py"):
            with open(path, "w") as f:
                f.write("def check(i, o, a):\n    return True, ''\n")
    except OSError:
        pass
