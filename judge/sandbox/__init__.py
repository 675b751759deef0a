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
- runs.py: run() and Service, both set up by one World (folder, uid, command, keeper), and
  Staged: a batch run set up ahead of its case, waiting at a gate (keeper.py);
- supervise.py: one run supervised (pipes, the sampling schedule, the limits enforced, the
  kill, the RunResult); usage.py: its CPU, memory and time waiting for a CPU;
- keeper.py: the keeper process; protocol.py: the run message and status line between the
  runner and a keeper; pool.py: keepers forked and runs staged ahead of their runs;
  forkserver.py: the small process that forks the keepers (none is a copy of the runner);
- registry.py: the processes that are ours, the live keepers, the sweep of orphans, the
  runner's own defences (subreaper, awake through SIGSTOP);
- proc.py: reading /proc (a tree's CPU and memory, run-queue delay, a private tmpfs);
- view.py: what a run may see (View: one immutable list of rules, and the named policies
  that build them);
- cgroups.py: a cgroup per run, the container no process of it can leave (v1 and v2);
  privilege.py: who the judged code runs as (never with a privilege); scratch.py: the
  runner's temporary folders, all in one per-user folder that the next run sweeps.
This file only re-exports the API the rest of the judge uses (and three files whole: view,
privilege, scratch).
"""
from .limits import (AS_SLACK_MB, ENV, NOFILE, PYPY_NURSERY_CAP_KB, WALL_FACTOR, Limits,
                     RunResult, SandboxError, pypy_nursery, run_env, stack_ceiling_kb)
from .modes import (CONTAINMENTS, ISOLATIONS, choose, identity, own_ipc, own_pids, run_paths,
                    unavailable)
from .pool import discard_prepared, start_server
from .privilege import JUDGE, SOLUTION
from .proc import TASK_CAP, run_wait_s
from .registry import become_subreaper, kill_all_runs, spawn, stay_awake, sweep_orphans
from .runs import Service, run
from .view import EXPOSE, HIDE, NOTHING, SHOW, WRITE, View
from . import privilege, scratch, view

__all__ = ["AS_SLACK_MB", "ENV", "NOFILE", "PYPY_NURSERY_CAP_KB", "WALL_FACTOR", "Limits",
           "RunResult", "SandboxError", "pypy_nursery", "run_env", "stack_ceiling_kb",
           "CONTAINMENTS", "ISOLATIONS", "choose", "identity", "own_ipc", "own_pids", "run_paths",
           "unavailable", "discard_prepared", "start_server", "JUDGE", "SOLUTION", "run_wait_s",
           "become_subreaper", "kill_all_runs", "spawn", "stay_awake", "sweep_orphans", "Service",
           "run", "EXPOSE", "HIDE", "NOTHING", "SHOW", "WRITE", "View", "TASK_CAP", "privilege",
           "scratch", "view"]
