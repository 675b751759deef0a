"""Interactive problems: the output validator and the solution talk through two pipes, each
run in the sandbox under its own limits (sandbox.run with stdio=), at the same time.

    validator input answer feedback_dir [flags]   stdout -> solution's stdin
    solution                                      stdout -> validator's stdin

Who holds which pipe end, as problemtools' interactive runner (support/interactive) holds
them, so that no verdict depends on who wrote last:
- each side's stdout is a FIFO it opens itself in its sandbox (_SolutionStdout), so it
  closes when that side closes it or its whole tree is gone (the keeper kills what it
  started), never held open by bwrap: the other side reads EOF then (a validator waiting
  for EOF gets it when the solution ends; a solution reading to EOF gets it when the
  validator closes its stdout);
- we hold a read end of both pipes. A validator that writes to a solution that is gone never
  gets a broken pipe: we read and drop what it writes, and it goes on to read EOF and decide
  (an early exit is the validator's to judge, usually WA). A solution that writes after the
  validator accepted (42) is drained the same way, so it is never killed by SIGPIPE for it;
  after any other exit of the validator our end is closed (the solution's writes fail).

The verdict, as problemtools gives it: a validator that crashes, hangs or exits with neither
42 nor 43 is a JE; a validator that rejects (43) and ended first is WA whatever the solution
then did; otherwise the solution's own failure counts first (TLE, MLE, RE; but not a SIGPIPE
the solution got after the validator ended: that is the validator's verdict); otherwise the
validator's 42 or 43. "Ended first" is when a side's processes are gone, as the kernel
queued it (lifelines.py), not when its stdout closed: a solution that closes its stdout and
then waits has not ended (the validator reads EOF and decides). Where no lifeline was seen
and both stdouts hung up at once (a busy machine may not wake the watch in between), a
solution stopped at a limit is TLE or MLE (the kill, ours, ended it; the validator's
rejection of the cut-off talk came after), and any other rejection is WA.
"""
import os
import secrets
import select
import signal
import threading

from .. import programs, sandbox
from ..errors import JudgeError, Verdict
from ..programs import SHELL
from ..sandbox import scratch
from .lifelines import Lifelines
from .record import classify_run, make_record, read_pair

DRAIN_BYTES = 1 << 16          # read at a time from a pipe whose reader is gone
EXIT_AC = 42
# the solution's own stdout (_SolutionStdout): $0 the FIFO, then the solution's argv; one
# byte on the run's given stdout says it is open
OPEN_STDOUT = 'exec 3>&1 1>"$0" && printf . >&3 && exec 3>&- && exec "$@"'


def judge_case(job, case, validator, folder=None):
    """A record for one case of an interactive problem. Never raises. `folder`: the
    validator's files and feedback of a multi-pass case (judge/judging/multipass.py), kept."""
    run, rejected_first = None, False
    try:
        own = folder is None
        if own:
            folder = validator.files(*read_pair(case))
        try:
            run, val_run, first = _talk(job, validator, folder)
            verdict, message = _verdict(job, validator, run, val_run, first, folder)
            rejected_first = verdict == Verdict.WA and first == "validator"
        finally:
            if own:
                scratch.remove(folder)
    except JudgeError as e:
        verdict, message = Verdict.JE, str(e)
    except Exception as e:  # a bug of ours: still never AC
        verdict, message = Verdict.JE, "internal error: %s: %s" % (type(e).__name__, e)
    rec = make_record(job.problem, case.name, verdict, message, run, job)
    if verdict == Verdict.WA and rejected_first:
        # the validator rejected and ended first: WA at any limit, and the solution's CPU
        # time after that is not its own (problemtools' validator_first: submissions.at)
        rec["validator_first"] = True
    return rec


def validator_limits(job, validator):
    """The validator's: its own CPU time, and a wall clock that also waits for the solution
    (the spec: time spent waiting for the submission does not count)."""
    limits = programs.limits_for("interactor", validator.seconds, validator.memory_mb)
    limits.wall_s += sandbox.Limits(job.time_limit, job.memory_mb, 0).wall_s
    return limits


def _talk(job, validator, folder):
    """Run both, wired together; (solution's RunResult, validator's, which ended first:
    "validator", "solution" or None where both were seen ended at once)."""
    out, val_out = _SolutionStdout(), _SolutionStdout()   # each side's stdout: its own
    lives = Lifelines(out.folder, ("validator", "solution"))
    held = _Held({os.dup(val_out.read): "validator", os.dup(out.read): "solution"},
                 {"solution": out, "validator": val_out}, lambda: lives.let_go("solution"))
    results, ended = {}, []

    def go(name, cmd, limits, stdio, view):
        try:
            if name == "validator":     # a judge-side program, run as every one is
                results[name] = programs.run_program(cmd, limits, job.modes, view,
                                                     "interactive validator", stdio=stdio,
                                                     side=sandbox.JUDGE)
            else:
                results[name] = sandbox.run(cmd, b"", limits, *job.modes, view, stdio=stdio,
                                            side=sandbox.SOLUTION, stop=held.verdict_given)
        except (sandbox.SandboxError, JudgeError) as e:
            results[name] = e
        finally:
            ended.append(name)
            os.write(held.wake_w, b".")

    threads = [
        threading.Thread(target=go, args=("validator", lives.command(
            "validator", val_out.command(validator.program.argv + validator.args(folder))),
            validator_limits(job, validator), (out.read, val_out.ready_w),
            validator.view(folder).plus(sandbox.EXPOSE, [val_out.path,
                                                         lives.paths["validator"]]))),
        threading.Thread(target=go, args=("solution", lives.command(
            "solution", out.command(job.cmd)),
            sandbox.Limits(job.time_limit, job.memory_mb, 0), (val_out.read, out.ready_w),
            job.view.plus(sandbox.EXPOSE, [out.path, lives.paths["solution"]]))),
    ]
    started = []
    try:
        for t in threads:
            t.start()
            started.append(t)
        held.watch(ended, results, threads)
    finally:
        held.let_go()           # what is left: no writer may block on us now
        for t in started:
            t.join()
        held.close()
        first = lives.first()
        lives.close()
        out.close(handed=len(started) == len(threads))
        val_out.close(handed=len(started) == len(threads))
    for name in ("validator", "solution"):
        if isinstance(results[name], Exception):
            raise JudgeError("%s: %s" % (name, results[name]))
    sol = results["solution"]
    if not out.opened and sol.kill_reason is None:     # never got to start the solution
        raise JudgeError("the solution's stdout could not be opened in its sandbox (exit "
                         "code %s, signal %s)" % (sol.exit_code, sol.signal))
    if sol.kill_reason == "stopped" and sol.signal == signal.SIGKILL:
        # our kill ended it, and we kill only a solution that had not ended when the
        # validator had ended without accepting (_after_end): the validator's end came first
        first = "validator"
    elif first is None:   # no lifeline seen (lifelines.py): the first stdout to hang up; a
        # solution's may close long before it ends, so it came first only if its run did
        hung = held.hung_first
        first = "validator" if hung == "solution" and ended[0] == "validator" else hung
    return sol, results["validator"], first


class _SolutionStdout:
    """The solution's stdout (and the validator's: each side has one), a FIFO that the side
    opens itself (OPEN_STDOUT, inside its sandbox), so that only its own processes hold the
    write end: bwrap's two processes hold
    whatever stdout the run is given for as long as the run lasts, and a solution that
    closes its stdout would then never be seen to close it (the validator waiting for EOF,
    the solution for the validator: a TLE that is the validator's WA). Until the solution
    has it open (it says so on the run's own stdout, `ready`), a placeholder writer of ours
    keeps the validator from reading an EOF that is not the solution's."""

    def __init__(self):
        self.folder = scratch.make("pipe")
        os.chmod(self.folder, 0o711)     # the name is not listed to anyone
        self.path = os.path.join(self.folder, secrets.token_hex(8))
        os.mkfifo(self.path)
        os.chmod(self.path, 0o622)       # the solution's uid writes it, we read it
        self.read = os.open(self.path, os.O_RDONLY | os.O_NONBLOCK)
        os.set_blocking(self.read, True)  # the validator's stdin: a blocking one
        self.placeholder = os.open(self.path, os.O_WRONLY)
        self.ready_r, self.ready_w = os.pipe()
        self.opened = False             # the solution's side said so

    def command(self, cmd):
        return [SHELL, "-c", OPEN_STDOUT, self.path] + list(cmd)

    def solution_has_it(self):
        if self.placeholder is not None:
            os.close(self.placeholder)
            self.placeholder = None

    def check_ready(self):
        """Whether the solution's side has said it holds its stdout (never blocks)."""
        if not self.opened:
            os.set_blocking(self.ready_r, False)
            try:
                self.opened = bool(os.read(self.ready_r, 1))
            except BlockingIOError:
                pass
        return self.opened

    def close(self, handed=True):
        """`read` and `ready_w` were handed to the runs (`handed`): sandbox.run closed them."""
        self.solution_has_it()
        self.check_ready()
        for fd in [self.ready_r] + ([] if handed else [self.read, self.ready_w]):
            os.close(fd)
        scratch.remove(self.folder)


class _Held:
    """Our read ends of the two pipes (fd -> the side that writes into it), the order their
    writers hung up in, and the drain of a pipe whose reader is gone."""

    def __init__(self, ends, outs, solution_ended):
        self.ends, self.draining, self.outs = ends, set(), outs    # outs: side -> its stdout
        self.ready = {out.ready_r: out for out in outs.values()}
        self.solution_ended = solution_ended     # its lifeline seen let go: never stopped
        self.wake_r, self.wake_w = os.pipe()
        self.hung_first, self.seen = None, False
        # set when the validator ended without accepting while the solution still ran: the
        # case is then WA (it ended first) or JE whatever the solution does, so the solution
        # is stopped at once instead of spinning to its limit (problemtools'
        # validator_first). A solution that had ended is not: its exit code decides (an RE
        # that ended first), and a kill of its sandbox's teardown would replace that code
        self.verdict_given = threading.Event()
        self.poller = select.poll()
        self.poller.register(self.wake_r, select.POLLIN)
        for fd in self.ready:
            self.poller.register(fd, select.POLLIN)
        for fd in ends:
            self.poller.register(fd, 0)          # POLLHUP and POLLERR are reported anyway

    def watch(self, ended, results, threads):
        done = set()
        while len(done) < 2 and any(t.is_alive() for t in threads):
            hung = []
            for fd, _ in self.poller.poll():
                if fd == self.wake_r:
                    os.read(self.wake_r, 16)
                elif fd in self.ready:
                    self.poller.unregister(fd)
                    if self.ready[fd].check_ready():
                        self.ready[fd].solution_has_it()
                elif fd in self.draining:
                    if not os.read(fd, DRAIN_BYTES):
                        self._drop(fd)
                else:
                    hung.append(self.ends[fd])
                    self.poller.unregister(fd)   # seen; still held
            if hung and not self.seen:
                self.seen = True
                self.hung_first = hung[0] if len(hung) == 1 else None
            for name in [n for n in ended if n not in done]:
                done.add(name)
                self._after_end(name, results.get(name))

    def _after_end(self, name, result):
        """The solution ended: drain what the validator writes it. The validator ended:
        drain the solution's writes after an accept, else let them fail and stop it."""
        self.outs[name].solution_has_it()   # it never opened its stdout: the other's EOF
        accepted = isinstance(result, sandbox.RunResult) and result.exit_code == EXIT_AC
        if name == "validator" and not accepted and not self.solution_ended():
            self.verdict_given.set()
        fd = self._end_written_by("validator" if name == "solution" else "solution")
        if fd is None:
            return
        if name == "validator" and not accepted:
            self._drop(fd)
            return
        self.draining.add(fd)
        try:
            self.poller.register(fd, select.POLLIN)
        except (OSError, ValueError):
            pass                  # read only when poll says so: never blocks

    def _end_written_by(self, writer):
        for fd, name in self.ends.items():
            if name == writer:
                return fd
        return None

    def _drop(self, fd):
        try:
            self.poller.unregister(fd)
        except (KeyError, ValueError):
            pass
        self.draining.discard(fd)
        del self.ends[fd]
        os.close(fd)

    def let_go(self):
        for fd in list(self.ends):
            self._drop(fd)

    def close(self):
        for fd in (self.wake_r, self.wake_w):
            os.close(fd)


def _verdict(job, validator, sol_run, val_run, first, folder):
    ok, message = validator.verdict(val_run, folder)   # JudgeError: the validator's fault
    limits = sandbox.Limits(job.time_limit, job.memory_mb, 0)
    if not ok and first == "validator":
        return Verdict.WA, message
    failed, why = classify_run(sol_run, limits)
    if failed == Verdict.RE and sol_run.signal == signal.SIGPIPE and first != "solution":
        failed = None       # it wrote past the validator's end: the validator's verdict
    stopped = failed in (Verdict.TLE, Verdict.MLE, Verdict.JE)   # our kill, or no judging
    if failed is not None and failed != Verdict.OLE and (ok or first or stopped):
        return failed, why
    return (Verdict.AC if ok else Verdict.WA), message
