"""Covers judge/sandbox/protocol.py.

A run travels as one value (protocol.RunSpec: what to run, its limits, who it runs as, its
world), sent whole and received whole; no function of the protocol or the supervisor
(supervise.py) takes more than six parameters."""
import ast
import os
import socket

from conftest import ROOT
from judge.sandbox import protocol

MOST_PARAMETERS = 6


def test_a_run_arrives_as_it_was_sent():
    spec = protocol.RunSpec(
        argv=["/bin/echo", "a b", ""], env={"HOME": "/w", "EMPTY": "", "EQ": "x=y"}, cwd="/w",
        cpu_s=3, address=1 << 30, uid=65534, nofile=64, stack=-1, fsize=1 << 20, nproc=256,
        gate=protocol.GATE_SPAWN, procs=("/sys/fs/cgroup/a/cgroup.procs",), net=True)
    ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
    r, w = os.pipe()
    try:
        protocol.send_run(ours, spec, (r, w))
        got, fds = protocol.receive_run(theirs)
        assert got._replace(argv=list(got.argv), procs=tuple(got.procs)) == spec._replace(
            argv=list(spec.argv))
        assert len(fds) == 2
        for fd in fds:
            os.close(fd)
        ours.close()
        assert protocol.receive_run(theirs) is None      # EOF: no run comes
    finally:
        theirs.close()
        os.close(r)
        os.close(w)


def test_the_defaults_change_nothing():
    """A RunSpec of what to run alone: no uid to drop to, no rlimit changed, no gate."""
    spec = protocol.RunSpec(argv=["/bin/true"], env={}, cwd="/", cpu_s=1, address=1 << 20)
    assert (spec.uid, spec.nofile, spec.stack, spec.fsize, spec.nproc) == (-1,) * 5
    assert (spec.gate, spec.procs, spec.net) == (protocol.GATE_NONE, (), False)


def test_no_protocol_or_supervisor_function_takes_more_than_six_parameters():
    crowded = []
    for name in ("protocol.py", "supervise.py"):
        tree = ast.parse((ROOT / "judge" / "sandbox" / name).read_text(encoding="utf-8"))
        for fn in (n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)):
            args = fn.args
            params = [a.arg for a in args.posonlyargs + args.args + args.kwonlyargs
                      if a.arg not in ("self", "cls")]
            params += [a.arg for a in (args.vararg, args.kwarg) if a is not None]
            if len(params) > MOST_PARAMETERS:
                crowded.append("%s:%s(%s)" % (name, fn.name, ", ".join(params)))
    assert crowded == []
