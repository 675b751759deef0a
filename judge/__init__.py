"""The local judge that runner.py starts (judge.commands.main). One folder per role, each
with a door: its __init__ says what the folder holds and exports what the rest of the judge
may use (nothing imports a folder's files from outside it). Imports point one way, down this
list (tests/judge/test_judge_layout.py holds both rules):
  commands      the command line: one module per command (judge, stress, verify, new, ...)
  judging       a submission on cases: the Job, each case's run, records, the report
  problems      what is judged: problem folders, cases, packages, grading, submissions
  checking      whether an output answers a case: comparators, checkers, their feedback
  programs      languages as data; a program built, in the sandbox
  sandbox       run one command under limits and say what happened
and, at the top, what every folder may import:
  config        the one TOML and YAML reader (the problem scripts' too: light, on purpose)
  blocks        the template blocks: their markers, where they live (tools/sync.py's too)
  errors        the verdicts, and the judge's two kinds of failure

The one pipeline: a problem folder, a folder of cases and a problem package meet the same
functions, in this order (`runner.py verify` joins at judging.job.for_package, once per
submission)
  commands.judge.run          the judging command (commands.verify.run: a package's)
  commands.judge.plan         load (problems.load_problem, package.load), list, build, hash
  judging.job.for_problem     the Job of a problem folder or a folder of cases ...
  judging.job.for_package     ... or of a package: program, limits, checker, kind
  judging.job.make_job        the one Job constructor (immutable)
  judging.case.judge_cases    every case, in order, on -j workers
  judging.case.judge_case     the case's checker; a batch, interactive or multi-pass run
  judging.case.judge_batch    one run in the sandbox, then the checker (a clean run only)
  judging.report.format_record  one line per case; then the summary and the JSON report
"""

__version__ = "4.0.0"   # the one place: pyproject.toml reads it, `--version` prints it
