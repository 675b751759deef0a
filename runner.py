#!/usr/bin/env python3
"""runner.py: the local judge. Runs a solution on stored cases under the problem's limits and
says, per case, what a judge would say. Standard library only, CPython 3.8+, Linux.

Usage:
  python3 runner.py                          every problem under testdata/
  python3 runner.py boj_2580 poj_3074        some problems
  python3 runner.py poj_3074 --solution my.py --case sample_01 --python pypy3
  python3 runner.py poj_3074 --cases my_cases/ --json report.json -j 2
  python3 runner.py --containment subreaper --isolation none   force the weaker modes
  python3 runner.py stress poj_3740 --count 100  solution vs ref.py on generated cases

The judge is the package judge/, one folder per role (judge/__init__.py names them). README
"The local judge" says what each containment and isolation mode guarantees.
"""
import sys

from judge.commands import main

if __name__ == "__main__":
    sys.exit(main())
