"""The local judge that runner.py starts (judge.cli.main), one module per concern; each
module's docstring says more. This is the one map of the package
(tests/judge/test_judge_map.py checks that it names every module, and nothing else).

The command line and what it prints
  cli           the command line: `python runner.py [PROBLEM ...] [options]`
  report        one line per case, the summaries, the JSON report, the exit code
  new           `runner.py new NAME`: a problem folder ready to judge
  stress        a solution against the problem's ref.py on generated cases
  stress_own    stress for your own problem, with no testdata/ folder
  verify        problem packages on the command line

A problem and its cases
  problem       a problem folder: problem.toml (the problem's facts), cases, limits
  config        the one TOML reader (problem.toml, for the runner and the problem scripts)
                and the one YAML reader (packages), standard library only
  case          one case: run the solution, name a failed run, judge a clean one
  compare       an output against the answer: strict lines or tokens
  checkers      a problem's checker.py, in a process of its own ...
  checker_host  ... which is this program
  errors        the verdicts, and the judge's two kinds of failure
  languages     a solution file as a command; the judges' compilers and flags; every
                compile step, in the sandbox
  job           the Job (what to run, how, under which limits), built in one place for
                the command line, stress, packages and the benchmarks

Running untrusted code
  sandbox       run one command under limits and say what happened (a package: its
                __init__ maps its files, the keeper between the runner and a solution too)
  cgroups       a cgroup per run, the container no process of it can leave
  privilege     who the judged code runs as (never with a privilege)
  scratch       the runner's temporary folders

Problem packages (the ICPC format, read as problemtools and DOMjudge read it)
  package       a package's problem.yaml (its keys as data, per format version), data and
                limits
  programs      its programs (submissions, validators, checkers), built once, in the
                sandbox
  validators    output validators and program checkers
  interactive   interactive problems: validator and solution through two pipes
  multipass     multi-pass problems: the solution runs again on the validator's input
"""
