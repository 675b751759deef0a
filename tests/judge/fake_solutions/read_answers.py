# expect: WA -- prints the stored answer instead of solving: every .ans it can find near its own
# file or its working directory. Hidden behind bwrap, it finds none and prints a wrong answer.
import glob
import os

here = os.path.dirname(os.path.abspath(__file__))
found = glob.glob(os.path.join(here, "..", "**", "*.ans"), recursive=True) + \
    glob.glob("**/*.ans", recursive=True)
print(open(found[0]).read().strip() if found else "no answers in sight")
