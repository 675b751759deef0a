"""The warm keeper: a keeper that serves one staged bwrap run after another, with no stub.

A staged bwrap run that keeps our uid (protocol.GATE_SPAWN: an ordinary user's, root's
fallback where uid 65534 cannot reach the interpreter) has no stub: a keeper forked for such
runs (keeper.start_keeper with serve=serve) serves one after another (serve), each sent with
its own status pipe, gate and cgroups; it spawns bwrap from inside the run's cgroups and gives
bwrap's child the run's limits before it tells the runner that the gate may open (_serve_one).
No Python process is forked for such a run. A run that drops to another uid keeps its stub
(posix_spawn cannot drop). What a stub did for itself before its exec (keeper._start_solution)
is done here from outside, so that the run starts as a stub's does: the same signals, limits,
keyring, memory floor (tests/judge/sandbox/test_warm_parity.py holds it).

Like the keeper's, this code runs in a forked child of a threaded runner (or of the fork
server): os-level calls only, and what it needs loaded is loaded by keeper._ready()."""
import ctypes
import os
import resource
import signal
import socket

from ..keeper import (DEFAULT_SIGNALS, GLIBC_INTERNAL, PR_SET_NO_NEW_PRIVS, _LOADED, _Keeper,
                      _Stop, _join, _on_term, _own_ipc, _own_net, _rlimits, _set_stack, prctl)
from ..privilege import own_keyring
from ..proc import vm_hwm_kb
from ..protocol import receive_run, status_line

CAN_SPAWN = hasattr(os, "posix_spawn") and hasattr(resource, "prlimit")   # _spawn_bwrap
SPAWN_SETSIGDEF, SPAWN_SETSIGMASK, SPAWN_SETSID = 0x04, 0x08, 0x80   # glibc's flags


def serve(nice):
    """A keeper that spawns bwrap itself (protocol.GATE_SPAWN): it serves one run after another,
    each sent with its own status pipe, gate and cgroups, until the runner closes the control
    socket (fd 4) or stops it (SIGTERM: the run going on is killed and reported first). No
    Python process is forked for a run: no stub, and no keeper but the first (a fork, and
    the pages it copies as it works, cost a tiny case more CPU than the rest of its keeping:
    bench/results/case-cost.md). Nothing of one run reaches the next: kill_all
    leaves no descendant before the status line, each run has its own fds, cgroups and, as
    root, its own IPC namespace; the runner sends the next run only once this one is done.
    Where modes.own_net, the runs share the keeper's network namespace, where no interface
    is up (_own_net)."""
    for fd in (3, 5, 6):        # the fork's: each run brings its own
        os.close(fd)
    prctl(PR_SET_NO_NEW_PRIVS, 1)   # for all we spawn (what a stub's drop set)
    ctl = socket.socket(fileno=4)
    try:
        while True:
            run = receive_run(ctl)
            if run is None or not _serve_one(ctl, run, nice):
                return
            signal.signal(signal.SIGTERM, _on_term)
            ctl.send(b"D")      # done: the status line is written and its pipe closed
    except _Stop:
        return


def _serve_one(ctl, run, nice):
    """One run of serve, reported on its status pipe; False if the keeper was stopped."""
    spec, fds = run
    stdio, (status_w, gate_r, gate_w) = fds[:3], fds[3:]
    keeper, stopped, floor = _Keeper(status_w), False, vm_hwm_kb()
    try:
        spawned = None
        try:
            _own_ipc(spec.fsize)
            _own_net(spec.net)
            own_keyring(_LOADED[0])     # the run's session keyring, not the last run's
            spawned = _spawn_inside(spec.procs, spec.argv, spec.env, stdio, gate_r, fds)
            keeper.main = spawned[0]
            floor = vm_hwm_kb()         # bwrap shared our memory until its exec, and its
                                        # ru_maxrss starts at our peak then (as a stub's does
                                        # at the peak of the keeper it was forked from)
        finally:
            for fd in stdio + [gate_r]:     # the gate's write end stays ours until the end
                os.close(fd)
        contained = _contain(spawned, nice, _rlimits(spec), spec.stack)
        ctl.send(b"+" if contained else b"-")  # whether the gate may open (Prepared.contained)
        if not contained:
            raise _Stop()       # bwrap waits at the gate until kill_all
        while keeper.status is None and keeper.reap(block=True):
            pass
    except (_Stop, OSError):
        stopped = True
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    keeper.kill_all()
    os.write(status_w, status_line(keeper.status, keeper.cpu, keeper.maxrss, floor,
                                   keeper.others_peak()))
    os.close(status_w)
    os.close(gate_w)
    return not stopped


def _spawn_inside(procs, *spawn_args):
    """_spawn_bwrap with bwrap born in the run's cgroups (`procs`): we join them, spawn and
    go back to ours (the parents of the run's: cgroups.make), so its cgroup namespace's
    root is the run's cgroup, as a stub's bwrap had it, and no process of the run is ever
    outside them. OSError if we could not go back: we are not fit to serve again."""
    try:
        _join(procs)
        return _spawn_bwrap(*spawn_args)
    finally:
        _join([os.path.join(os.path.dirname(os.path.dirname(p)), "cgroup.procs")
               for p in procs])


def _spawn_bwrap(argv, env, stdio, gate_r, received):
    """posix_spawn bwrap as a stub would have exec'd it: stdio, the gate's read end as fd 3
    (--block-fd), a session of its own, default signals, no_new_privs, our IPC and network
    namespaces, no other fd (`received`: the run's, all inheritable); then the pid bwrap writes on fd 4
    (--info-fd) of its child, which forks the run's first process only once the gate opens:
    (bwrap's pid, its child's pid or None: bwrap failed). No dup2 below overwrites a source
    it still needs: ours 0-2 are /dev/null and 4 the control socket, so the fds received
    take 3 (the first: stdin, moved before 3 is overwritten) and then 5 and up."""
    info_r, info_w = os.pipe()
    try:
        moves = [(os.POSIX_SPAWN_DUP2, fd, target) for target, fd in enumerate(stdio)]
        moves += [(os.POSIX_SPAWN_DUP2, gate_r, 3), (os.POSIX_SPAWN_DUP2, info_w, 4)]
        moves += [(os.POSIX_SPAWN_CLOSE, fd) for fd in sorted(set(received)) if fd > 4]
        pid = _posix_spawn(argv, env, moves, DEFAULT_SIGNALS + GLIBC_INTERNAL)
    finally:
        os.close(info_w)
    try:
        return pid, _info_child(info_r)
    finally:
        os.close(info_r)


def _posix_spawn(argv, env, moves, defaults):
    """glibc's posix_spawn of argv with env: the file actions `moves` (os.posix_spawn's
    form), a session of its own, no signal blocked, and the signals `defaults` at their
    defaults. Through ctypes: os.posix_spawn builds its sets with sigaddset, which refuses
    glibc's internal signals (32 and 33), and glibc's posix_spawn ignores those in the child
    unless its set holds them: a spawned run would start with them ignored, where a stub's
    exec'd run has them at their defaults (a program that raises 33 is killed there). The
    new pid; OSError if it cannot."""
    libc = _LOADED[0]
    attr, actions = ctypes.create_string_buffer(1024), ctypes.create_string_buffer(1024)
    if libc.posix_spawnattr_init(attr) or libc.posix_spawn_file_actions_init(actions):
        raise OSError("posix_spawn's attributes could not be set up")
    try:
        for move in moves:
            if move[0] == os.POSIX_SPAWN_DUP2:
                err = libc.posix_spawn_file_actions_adddup2(actions, move[1], move[2])
            else:
                err = libc.posix_spawn_file_actions_addclose(actions, move[1])
            if err:
                raise OSError(err, os.strerror(err))
        libc.posix_spawnattr_setflags(attr, ctypes.c_short(
            SPAWN_SETSIGDEF | SPAWN_SETSIGMASK | SPAWN_SETSID))
        libc.posix_spawnattr_setsigdefault(attr, _sigset(defaults))
        libc.posix_spawnattr_setsigmask(attr, _sigset(()))
        pid = ctypes.c_int()
        err = libc.posix_spawn(ctypes.byref(pid), os.fsencode(argv[0]), actions, attr,
                               _strings(argv), _strings("%s=%s" % kv for kv in env.items()))
        if err:
            raise OSError(err, "posix_spawn %s: %s" % (argv[0], os.strerror(err)))
        return pid.value
    finally:
        libc.posix_spawnattr_destroy(attr)
        libc.posix_spawn_file_actions_destroy(actions)


def _sigset(signals):
    """A sigset_t (glibc's 1024 bits, little-endian words) holding `signals`, set bit by bit."""
    bits = 0
    for signum in signals:
        bits |= 1 << (int(signum) - 1)
    return ctypes.create_string_buffer(bits.to_bytes(128, "little"), 128)


def _strings(items):
    """A NULL-terminated char *[] of items."""
    encoded = [os.fsencode(item) for item in items]
    return (ctypes.c_char_p * (len(encoded) + 1))(*encoded, None)


def _contain(spawned, nice, limits, stack):
    """Give bwrap's child (spawned: (bwrap, child)) the run's rlimits and nice, as a stub did
    for itself before its exec; True once done."""
    if spawned is None or spawned[1] is None:
        return False
    child = spawned[1]
    try:
        for which, limit in limits:
            resource.prlimit(child, which, limit)
        _set_stack(stack, child)
        if os.getpriority(os.PRIO_PROCESS, child) != nice:
            os.setpriority(os.PRIO_PROCESS, child, nice)
    except (OSError, ValueError):
        return False
    return True


def _info_child(fd):
    """The pid of bwrap's child from what bwrap writes on its --info-fd ({"child-pid": N,
    ...}), or None if it closed it without one (it failed)."""
    text = b""
    while b"}" not in text:
        chunk = os.read(fd, 4096)
        if not chunk:
            break
        text += chunk
    _, _, rest = text.partition(b'"child-pid":')
    digits = rest.split(b",")[0].split(b"}")[0].strip()
    return int(digits) if digits.isdigit() else None

