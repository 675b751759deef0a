"""What passes between the runner and a keeper (keeper.py): the run, and the status line.

The run (a RunSpec, sent whole by send_run over a SOCK_SEQPACKET socket to the stub; or to
the keeper, which then spawns bwrap itself and answers one byte once the run is contained,
GATE_SPAWN: warm/spawn.py): one message of NUL-separated words, the working directory,
RLIMIT_CPU seconds, RLIMIT_AS bytes, the uid to drop to (-1: none), RLIMIT_NOFILE (-1: unchanged),
RLIMIT_STACK bytes (-1: unlimited), RLIMIT_FSIZE bytes (-1: unchanged), RLIMIT_NPROC (-1:
unchanged), the gate (GATE_*: whether the run waits on its gate, and who waits: keeper.py),
1 if the keeper makes the run's network namespace (modes.own_net: bwrap then makes none),
the number of environment variables, the number of cgroup.procs files, then "NAME=value" for
each, the files and the argv; and the run's stdin, stdout, stderr as SCM_RIGHTS (GATE_SPAWN:
then its status pipe and gate too).

The status line (status_line, on the status pipe, once, when the keeper is done):
  "<wait status of the main process, or -1> <CPU seconds of everything it reaped>
   <ru_maxrss of the main process, KB> <the keeper's peak RSS at the fork, KB: a floor that
   ru_maxrss inherits> <the largest ru_maxrss of any other process it reaped, KB>"
The last one is where a bwrap run's peak lands: bwrap exits before the init of its PID
namespace, which has waited for the solution, so that init is reaped here, not by bwrap.

The keeper's side runs in a forked child of a threaded runner: os-level calls only."""
import array
import collections
import select
import socket

GATE_NONE, GATE_STUB, GATE_BWRAP, GATE_SPAWN = 0, 1, 2, 3   # no gate; the stub waits on it;
                                # bwrap does; bwrap, started by the keeper (warm/spawn.py)


# One run, whole: what to run (argv, env, cwd), its limits (cpu_s: RLIMIT_CPU seconds;
# address: RLIMIT_AS bytes; nofile >= 0: RLIMIT_NOFILE, what bounds the memory a run can hold
# in pipe buffers; stack: RLIMIT_STACK bytes, -1 unlimited; fsize >= 0: RLIMIT_FSIZE, the
# largest file it may write; nproc >= 0: RLIMIT_NPROC, supervise.run_nproc says when and
# why), who it runs as (uid >= 0: the stub drops to that uid and gid, privilege.py) and its
# world (gate: a staged run's, GATE_STUB, GATE_BWRAP, GATE_SPAWN, keeper.py; procs: the
# run's cgroup.procs files, GATE_SPAWN: warm/spawn.py; net: the stub, or the keeper, puts the
# run in a network namespace of its own making, privilege.own_net). -1: unchanged.
RunSpec = collections.namedtuple("RunSpec", "argv env cwd cpu_s address uid nofile stack fsize "
                                            "nproc gate procs net")
RunSpec.__new__.__defaults__ = (-1, -1, -1, -1, -1, GATE_NONE, (), False)
_NUMBERS = ("cpu_s", "address", "uid", "nofile", "stack", "fsize", "nproc", "gate", "net")


def send_run(sock, spec, fds):
    """The runner's half: the RunSpec and the run's (stdin, stdout, stderr) to the stub.
    GATE_SPAWN: fds has three more, the run's status pipe (write end) and its gate's two
    ends."""
    words = [spec.cwd] + [str(int(spec.net) if name == "net" else getattr(spec, name))
                          for name in _NUMBERS] + [
        str(len(spec.env)), str(len(spec.procs))]
    words += ["%s=%s" % kv for kv in sorted(spec.env.items())] + list(spec.procs) + list(
        spec.argv)
    send(sock, b"\0".join(w.encode() for w in words), fds)


def receive_run(sock):
    """The stub's half of send_run (or the keeper's, GATE_SPAWN), from the socket `sock`:
    (RunSpec, fds), or None at EOF."""
    data, fds = receive(sock, 1 << 20, 6)
    if not data:
        return None
    words = [w.decode() for w in data.split(b"\0")]
    numbers = dict(zip(_NUMBERS, (int(w) for w in words[1:1 + len(_NUMBERS)])))
    n_env, n_procs = (int(w) for w in words[1 + len(_NUMBERS):3 + len(_NUMBERS)])
    rest = words[3 + len(_NUMBERS):]
    env = dict(w.split("=", 1) for w in rest[:n_env])
    numbers["net"] = bool(numbers["net"])
    return RunSpec(argv=rest[n_env + n_procs:], env=env, cwd=words[0],
                   procs=rest[n_env:n_env + n_procs], **numbers), fds


def send(sock, data, fds=()):
    """One message on a SOCK_SEQPACKET socket, with fds as SCM_RIGHTS (the run's, the fork
    server's requests and answers)."""
    sock.sendmsg([data], [(socket.SOL_SOCKET, socket.SCM_RIGHTS, array.array("i", fds))]
                 if fds else [])


def receive(sock, size, most_fds):
    """(data, fds) of one message of at most size bytes and most_fds fds; data b"" at EOF."""
    data, ancillary, _, _ = sock.recvmsg(size, socket.CMSG_LEN(most_fds * 4))
    fds = array.array("i")
    for level, kind, payload in ancillary:
        if level == socket.SOL_SOCKET and kind == socket.SCM_RIGHTS:
            fds.frombytes(payload[:len(payload) - len(payload) % fds.itemsize])
    return data, list(fds)


def readable(fd, seconds):
    """Whether fd has something to read within `seconds` (a message; for a pidfd: its process
    has exited). poll, not select: a runner's fds may pass FD_SETSIZE."""
    waiting = select.poll()
    waiting.register(fd, select.POLLIN)
    return bool(waiting.poll(seconds * 1000))


def status_line(status, cpu, maxrss, floor, others):
    """The keeper's line (bytes); status None: the main process was not reaped."""
    return ("%d %r %d %d %d\n" % (-1 if status is None else status, cpu, maxrss, floor,
                                   others)).encode()


def parse_status(line):
    """status_line's fields: (wait status or None, CPU s, ru_maxrss KB, floor KB, the other
    reaped processes' largest ru_maxrss KB), or None for a line that is not one (the keeper
    was killed before it wrote it)."""
    try:
        status, cpu, maxrss, floor, others = line.split()
        return ((None if int(status) < 0 else int(status)), float(cpu), int(maxrss),
                int(floor), int(others))
    except ValueError:
        return None
