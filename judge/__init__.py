"""The local judge that runner.py starts (judge.cli.main), one module per concern; each
module's docstring says more. This is the one map of the package
(tests/judge/test_judge_map.py checks that it names every module, and nothing else, and that
the walk below holds).

The one pipeline: a problem folder, a folder of cases and a problem package meet the same
functions, in this order (`runner.py verify` joins at job.for_package, once per submission)
  cli.main              the parser, the signal policy, the subreaper, the sweep, the scratch
  cli.run               the judging command (verify.run: a package's submissions)
  cli.plan              load (problem.load_problem, package.load), list, build, hash
  job.for_problem       the Job of a problem folder or a folder of cases ...
  job.for_package       ... or of a package: program, limits, checker, kind
  job.make              the one Job constructor (immutable)
  case.judge_cases      every case, in order, on -j workers
  case.judge_case       the case's checker; a batch, interactive or multi-pass run
  case.judge_batch      one run in the sandbox, then the checker (a clean run only)
  report.format_record  one line per case; then the summary and the JSON report

The command line and what it prints
  cli           the command line: `python3 runner.py [PROBLEM ...] [options]`
  report        one line per case, the summaries, the JSON report, the exit code
  new           `runner.py new NAME`: a problem folder ready to judge
  stress        a solution against the problem's ref.py on generated cases
  stress_own    stress for your own problem, with no testdata/ folder
  verify        problem packages on the command line

A problem and its cases
  problem       a problem folder: problem.toml (the problem's facts), cases, limits
  config        the one TOML reader (problem.toml, for the runner and the problem scripts)
                and the one YAML reader (packages), standard library only
  case          one case: run the solution, name a failed run, judge a clean one; the
                batch, interactive and multi-pass dispatch; the cases of many Jobs in order
  record        what one run was: its verdict when it failed, its record, a case's files
  compare       an output against the answer: the comparators (strict, tokens, the default
                output validator, floats), one list of modes
  checkers      every checker in one home: a checker.py in a process of its own, a
                package's output validator, a testlib checker (compare: the runner's own)
  checker_host  the process a checker.py runs in
  errors        the verdicts, and the judge's two kinds of failure
  languages     a solution file as a command; the judges' compilers and flags; every
                compile step, in the sandbox
  job           the Job (what to run, how, under which limits), built in one place for
                the command line, stress, packages and the benchmarks

Running untrusted code
  sandbox       run one command under limits and say what happened, self-contained (a
                package: its __init__ maps its files: the cgroups, who the judged code
                runs as, the runner's scratch folders, the keeper, what a run may see)

Problem packages (the ICPC format, read as problemtools and DOMjudge read it)
  package       a package's problem.yaml (its keys as data, per format version), data and
                limits, include/ and constants
  grading       its test groups, and how their cases' verdicts and scores add up (legacy
                testdata.yaml and the default grader; 2025-09 test_group.yaml)
  submissions   its submissions and what each expects (submissions.yaml, the folders)
  programs      its programs (submissions, validators, checkers), built once, in the
                sandbox
  interactive   interactive problems: validator and solution through two pipes
  lifelines     which of the two ended first, as the kernel queued their ends
  multipass     multi-pass problems: the solution runs again on the validator's input
"""

__version__ = "4.0.0"   # the one place: pyproject.toml reads it, `--version` prints it
