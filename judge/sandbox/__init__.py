"""The sandbox: run one command under limits and say what happened. Linux only.

What every run gets, the containment (RunResult.containment: "cgroup", "subreaper") and
isolation (RunResult.isolation: "bwrap", "none") modes, and what each guarantees:
docs/sandbox.md, their one home. Here only what the code adds to it:
- subreaper memory: the main process's own ru_maxrss counts only above the size of the fork
  server or runner it was forked from, which it inherits.
- a fork bomb: past proc.TASK_CAP tasks (a cgroup's pids.max) the run is killed (RE), each
  sample's reads are bounded (proc.tree_usage), RLIMIT_NPROC keeps the tree near the cap where
  the kernel applies it (supervise.run_nproc), and as root the supervising thread and the
  keeper run at a better nice than the run (privilege.OUTRANK), so the verdict still comes.

Who it runs as, whatever the isolation: judge/sandbox/privilege.py (a runner started as root drops
what it runs to uid 65534, and what judges a run to 65533; each run gets a SysV IPC namespace of
its own, capped at its memory limit: privilege.own_ipc; without bwrap, a PID namespace of its
own too, with a /proc of that namespace: privilege.own_pids, own_proc).

The files, one concern each (none does any work at import: the probes run at the first
choose(), the keeper-forking thread starts with the first run, /proc is read when asked):
- limits.py: what a run is given and gives back (Limits, RunResult, SandboxError, ENV, the
  rlimit and cgroup nets, the stack ceiling);
- modes.py: which containment and isolation run here (choose, the probes) and who the judged
  code runs as (identity, run_paths); bwrap.py: bwrap's command line;
- runs.py: run() and Service; world.py: the World both are set up by (folder, uid, command,
  keeper);
- supervise.py: one run supervised (pipes, the sampling schedule, the limits enforced, the
  kill, the RunResult); usage.py: its CPU, memory and time waiting for a CPU;
- keeper.py: the keeper process; protocol.py: the run message and status line between the
  runner and a keeper; keepers.py: a run's keeper as the runner holds it; starts.py: the
  seam below;
- registry.py: the processes that are ours, the live keepers, the sweep of orphans, the
  runner's own defences (subreaper, awake through SIGSTOP);
- proc.py: reading /proc (a tree's CPU and memory, run-queue delay, a private tmpfs);
- view.py: what a run may see (View: one immutable list of rules, and the named policies
  that build them);
- cgroups.py: a cgroup per run, the container no process of it can leave (v1 and v2);
  privilege.py: who the judged code runs as (never with a privilege); scratch.py: the
  runner's temporary folders, all in one per-user folder that the next run sweeps.
The speed layer, behind one seam (starts.starts, asked for a run's keeper and for each
batch run): warm/, keepers forked ahead by a fork server, runs staged ahead of their cases,
warm keepers. A warm run is the same run as a fresh one, only started sooner
(tests/judge/sandbox/test_warm_parity.py). DLXJUDGE_WARM=0 switches it off: every run then
takes the plain path, one fork per run (the keeper, forked by the runner as the run starts,
whose stub execs the command), with no fork server, no run staged, no warm keeper; the
verdicts are the same, each run starts a few milliseconds later.

This file only offers the API the rest of the judge uses (and three files whole: view,
privilege, scratch), each name imported at its first use: importing the sandbox loads none of
it, so that the fork server, a module of this package, loads only what a keeper needs.
"""
# Where each name of __all__ lives (PEP 562: __getattr__ below imports it when first asked).
_HOMES = {
    "limits": ["AS_SLACK_MB", "ENV", "NOFILE", "PYPY_NURSERY_CAP_KB", "WALL_FACTOR", "Limits",
               "RunResult", "SandboxError", "pypy_nursery", "run_env", "stack_ceiling_kb"],
    "modes": ["CONTAINMENTS", "ISOLATIONS", "choose", "identity", "own_ipc", "own_pids",
              "own_users", "run_paths", "unavailable"],
    "starts": ["discard_prepared", "start_server"],
    "privilege": ["JUDGE", "SOLUTION"],
    "proc": ["TASK_CAP", "run_wait_s"],
    "registry": ["become_subreaper", "kill_all_runs", "spawn", "stay_awake", "sweep_orphans"],
    "runs": ["Service", "run"],
    "view": ["EXPOSE", "HIDE", "NOTHING", "SHOW", "WRITE", "View"],
}

__all__ = ["AS_SLACK_MB", "ENV", "NOFILE", "PYPY_NURSERY_CAP_KB", "WALL_FACTOR", "Limits",
           "RunResult", "SandboxError", "pypy_nursery", "run_env", "stack_ceiling_kb",
           "CONTAINMENTS", "ISOLATIONS", "choose", "identity", "own_ipc", "own_pids", "own_users",
           "run_paths",
           "unavailable", "discard_prepared", "start_server", "JUDGE", "SOLUTION", "run_wait_s",
           "become_subreaper", "kill_all_runs", "spawn", "stay_awake", "sweep_orphans", "Service",
           "run", "EXPOSE", "HIDE", "NOTHING", "SHOW", "WRITE", "View", "TASK_CAP", "privilege",
           "scratch", "view"]


def __getattr__(name):
    """A name of __all__ (or a file of this folder), imported now: its module's, by the import
    statement's own machinery (__import__, level 1: this package)."""
    home = next((module for module, names in _HOMES.items() if name in names), None)
    if home is None and not name.startswith("__"):
        home = name                     # a file of the folder: sandbox.modes, sandbox.pool
    if home is None:
        raise AttributeError("module %r has no attribute %r" % (__name__, name))
    try:
        module = __import__(home, globals(), None, ["__name__"], 1)
    except ModuleNotFoundError as e:
        if e.name != "%s.%s" % (__name__, home):
            raise
        raise AttributeError("module %r has no attribute %r" % (__name__, name))
    value = module if home == name else getattr(module, name)
    globals()[name] = value
    return value
