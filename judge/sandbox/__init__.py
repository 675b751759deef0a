"""The sandbox: run one command under limits and say what happened. Linux only.

What every run gets, whatever the mode:
- stdin is a private read-only copy of the case's input: a regular, seekable file (os.fstat,
  seek and mmap work as on a judge), so the stored case cannot be changed through it;
- a fresh empty working directory (removed afterwards), and a fixed environment (ENV: no
  variable of the caller, no PYTHON*);
- the keeper (keeper.py) as its parent: a child subreaper that every orphan falls back
  to, whatever the solution does with process groups, sessions or double forks; all of them
  are killed and reaped when the main process exits or a limit is crossed;
- output read by us through a pipe and cut at the cap: the run is killed there (OLE).
- a new, empty session keyring (privilege.own_keyring), never the runner's nor another run's;
  and, whatever uid but root it runs as, a user namespace of its own (privilege.own_users;
  bwrap makes one too), so its user keyrings and the RLIMIT_NPROC count are its own.
- a wall-clock cap, WALL_FACTOR x the CPU limit, that does not count the time the run spent
  runnable but waiting for a CPU (its threads' run-queue delay): a sleeper is stopped, a busy
  machine only makes a run slower; and its own stack limit (Limits.stack_kb), never the
  caller's `ulimit -s`.

Containment, how CPU and memory are charged (RunResult.containment):
- "cgroup": a cgroup per run (judge/sandbox/cgroups.py): CPU and memory peak are the cgroup's, so every
  process counts, however it ends, and so do tmpfs and memfd pages; the kill reaches them all.
  The memory is what the run itself brings in (anonymous memory, tmpfs, page cache it reads
  first), not RSS: an interpreter's code already in memory is not charged again, so PyPy
  starts near 20 MB here where its RSS is about 70 MB. Needs root or a delegated subtree.
- "subreaper": no cgroup. CPU is what the keeper reaps plus /proc samples every POLL seconds
  (supervise.py) of each live descendant (a process that ignores SIGCHLD and lives under POLL
  seconds can slip by); memory is the peak of the summed PSS (shared pages split, not counted
  twice) of the tree, sampled, and at least each process's own peak RSS: its VmHWM at each
  sample (the first ones close together, and one as output arrives) and the ru_maxrss of each
  process the keeper reaps (so a peak between two samples counts, even behind bwrap; the main
  process's own ru_maxrss only above the size of the fork server or runner it was forked from,
  which it inherits). Files in a tmpfs or a memfd are not seen, unless the isolation below
  gives the run a private /dev/shm.
  A fork bomb: past proc.TASK_CAP tasks (a cgroup's pids.max) the run is killed (RE), each
  sample's reads are bounded (proc.tree_usage), RLIMIT_NPROC keeps the tree near the cap where
  the kernel applies it (supervise.run_nproc), and as root the supervising thread and the
  keeper run at a better nice than the run (privilege.OUTRANK), so the verdict still comes.

Isolation, what the solution can reach (RunResult.isolation):
- "bwrap" (bubblewrap: root, or unprivileged user namespaces): the whole file system is
  read-only, /dev and /proc/sys too; the test data, the cases folder and the repository's
  .git are hidden behind empty tmpfs (only the solution file is bound back), and so are
  /run and /var/run (host sockets); /tmp and /dev/shm are private, capped at the memory
  limit, no network (nor abstract sockets; not even loopback where privilege.own_net);
  its own PID namespace, so it cannot see or signal the runner, the keeper or anything
  else; its own user namespace, no capability.
  Other copies of the data elsewhere on the disk stay readable.
- "none": it runs as the caller: it can read and write what the caller can (the answers
  included) and signal the runner. Not a sandbox for hostile code: install bubblewrap.
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
