"""What passes between the runner and a keeper (keeper.py): the run, and the status line.

The run (send_run, over a SOCK_SEQPACKET socket, to the stub; or to the keeper, which then
spawns bwrap itself and answers one byte once the run is contained, GATE_SPAWN:
keeper._spawn_bwrap): one message of NUL-separated words, the working directory, RLIMIT_CPU
seconds, RLIMIT_AS bytes, the uid to drop to (-1: none), RLIMIT_NOFILE (-1: unchanged),
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
import select
import socket

GATE_NONE, GATE_STUB, GATE_BWRAP, GATE_SPAWN = 0, 1, 2, 3   # no gate; the stub waits on it;
                                # bwrap does; bwrap, started by the keeper (keeper._spawn_bwrap)


def send_run(sock, argv, env, cwd, cpu_s, address, fds, uid=-1, nofile=-1, stack=-1,
             fsize=-1, nproc=-1, gate=GATE_NONE, procs=(), net=False):
    """The runner's half: the run's details and its (stdin, stdout, stderr) to the stub;
    uid >= 0: the stub drops to that uid and gid (judge/sandbox/privilege.py); nofile >= 0: its
    RLIMIT_NOFILE (what bounds the memory a run can hold in pipe buffers); `stack` is
    RLIMIT_STACK in bytes (-1: unlimited); fsize >= 0: RLIMIT_FSIZE, the largest file it may
    write (bytes); nproc >= 0: RLIMIT_NPROC (supervise.run_nproc says when and why); gate: a
    staged run's (GATE_STUB, GATE_BWRAP, GATE_SPAWN: keeper.py). GATE_SPAWN: fds has three
    more, the run's status pipe (write end) and its gate's two ends, and procs names the
    run's cgroup.procs files (keeper._serve). net: the stub (or the keeper, GATE_SPAWN) puts
    the run in a network namespace of its own making (privilege.own_net)."""
    words = [cwd, str(cpu_s), str(address), str(uid), str(nofile), str(stack), str(fsize),
             str(nproc), str(gate), str(int(net)), str(len(env)), str(len(procs))]
    words += ["%s=%s" % kv for kv in sorted(env.items())] + list(procs) + list(argv)
    send(sock, b"\0".join(w.encode() for w in words), fds)


def receive_run(sock):
    """The stub's half of send_run (or the keeper's, GATE_SPAWN), from the socket `sock`:
    (argv, env, cwd, cpu_s, address, uid, nofile, stack, fsize, nproc, gate, fds, procs,
    net), or None at EOF."""
    data, fds = receive(sock, 1 << 20, 6)
    if not data:
        return None
    words = [w.decode() for w in data.split(b"\0")]
    cwd, (cpu_s, address, uid, nofile, stack, fsize, nproc, gate, net, n_env, n_procs) = \
        words[0], [int(w) for w in words[1:12]]
    env = dict(w.split("=", 1) for w in words[12:12 + n_env])
    procs = words[12 + n_env:12 + n_env + n_procs]
    return (words[12 + n_env + n_procs:], env, cwd, cpu_s, address, uid, nofile, stack, fsize,
            nproc, gate, fds, procs, bool(net))


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
