"""Judging across machines: `--shard K/N` gives a command one part of what it judges, and
`runner.py merge` (merge.py) puts the parts' JSON reports back together (docs/ci.md).

A unit is what a command judges and reports on its own: for the judging command a case,
named PROBLEM/CASE (a problem that fails to load before its cases are known is the one unit
PROBLEM/); for verify a submission, named by its label (accepted/sum.py). The split: the
units in the order the whole run judges them (problems as given or discovered, each one's
cases in order), cut into N contiguous blocks whose sizes differ by at most one; shard K
takes units floor((K-1)M/N) to floor(KM/N) - 1 of the M. It depends on nothing but the
units' names and order, the same on every machine with the same data and arguments; every
unit lands in exactly one shard; a problem's cases stay together on one or two shards (its
solution is built where its cases are); and the shards' records, read in K order, are in the
order of the whole run's.

With --shard, --json writes an object rather than the plain list of records: the records
and what merge checks before it adds them up (SHARD_FORMAT below): which command, on what
(a fingerprint of every unit's name, in order), which shard of how many, its units, and
whether it ran to the end.
"""
import argparse
import hashlib
import json

from ..errors import UsageError

SHARD_FORMAT = "dlx-judge shard report 1"
# what merge reads of every record, by command
RECORD_KEYS = {"judge": {"problem", "case", "verdict", "cpu_ms", "memory_kb"},
               "verify": {"submission", "verdict"}}


def shard_option(text):
    """argparse type of --shard: (K, N) from "K/N", 1 <= K <= N."""
    try:
        k, n = (int(part) for part in text.split("/"))
    except ValueError:
        k = n = 0
    if not 1 <= k <= n:
        raise argparse.ArgumentTypeError(
            "K/N with 1 <= K <= N (shard K of N), not %r" % text)
    return k, n


def add_shard_option(parser, units):
    parser.add_argument("--shard", type=shard_option, metavar="K/N",
                        help="judge only the K-th of N equal parts of the %s (a stable "
                             "split: docs/ci.md); `merge` adds up the parts' --json "
                             "reports" % units)


def block(count, shard):
    """range of the unit indexes (of `count`, in order) that shard (K, N) takes."""
    k, n = shard
    return range((k - 1) * count // n, k * count // n)


def mine(names, shard):
    """The set of unit names of `names` (in the whole run's order) that `shard` takes."""
    return {names[i] for i in block(len(names), shard)}


def distinct(names):
    """The names, each once: a repeat (two problem folders of one name) gets " #2", " #3"."""
    seen, out = {}, []
    for name in names:
        seen[name] = seen.get(name, 0) + 1
        out.append(name if seen[name] == 1 else "%s #%d" % (name, seen[name]))
    return out


def fingerprint(command, names):
    """What tells two runs apart: the command and every unit's name, in order."""
    return hashlib.sha256("\n".join([command] + list(names)).encode(
        "utf-8", "surrogateescape")).hexdigest()[:20]


def shard_report(command, target, shard, names, records, complete, judge_errors=(),
                 time_limit=None):
    """The JSON object a shard's --json holds (merge.read_shard reads it back); time_limit:
    verify's, in seconds, which each shard may have derived on its own."""
    return {"time_limit": time_limit, "format": SHARD_FORMAT, "command": command, "target": target,
            "shard": "%d/%d" % shard, "fingerprint": fingerprint(command, names),
            "all_units": len(names), "units": [names[i] for i in block(len(names), shard)],
            "complete": complete, "judge_errors": list(judge_errors), "records": records}


def said(shard, taken, total, what):
    """The line a shard starts with."""
    return "shard %d/%d: %d of the %d %s" % (shard + (taken, total, what))


def read_shard(path):
    """The shard report at path, checked for its form; UsageError in one line if it is not
    one."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except OSError as e:
        raise UsageError("%s: %s" % (path, e.strerror or e))
    except ValueError as e:
        raise UsageError("%s: not a JSON report (%s)" % (path, e))
    if isinstance(data, list):
        raise UsageError("%s: the report of a whole run (written without --shard): "
                         "nothing to merge" % path)
    if not isinstance(data, dict) or data.get("format") != SHARD_FORMAT:
        raise UsageError("%s: not a shard's report (%s)" % (path, SHARD_FORMAT))
    try:
        data["k"], data["n"] = shard_option(data["shard"])
        for key, kind in (("units", list), ("records", list), ("judge_errors", list),
                          ("all_units", int), ("command", str), ("fingerprint", str)):
            if not isinstance(data[key], kind):
                raise KeyError(key)
        keys = RECORD_KEYS.get(data["command"])
        if keys is None:
            raise KeyError("command")
        for rec in data["records"]:
            if not isinstance(rec, dict) or not keys <= set(rec):
                raise KeyError("records")
    except (KeyError, TypeError, argparse.ArgumentTypeError) as e:
        raise UsageError("%s: a shard's report with a broken field (%s)" % (path, e))
    data["path"] = path
    return data


def check_shards(shards):
    """The shards (read_shard), checked to be every shard of one run, each once; in K
    order. UsageError (one line) naming what does not fit."""
    first = shards[0]
    for s in shards[1:]:
        for key, what in (("command", "commands"), ("target", "targets"),
                          ("fingerprint", "runs (another problem, case or submission set)"),
                          ("n", "splits")):
            if s[key] != first[key]:
                raise UsageError("%s and %s come from different %s: %s and %s" % (
                    first["path"], s["path"], what, first[key], s[key]))
    seen = {}
    for s in shards:
        if s["k"] in seen:
            raise UsageError("shard %s given twice: %s and %s" % (
                s["shard"], seen[s["k"]]["path"], s["path"]))
        seen[s["k"]] = s
    missing = [k for k in range(1, first["n"] + 1) if k not in seen]
    if missing:
        raise UsageError("shard%s %s of %d missing: every shard's report is needed" % (
            "s" if len(missing) > 1 else "", ", ".join(map(str, missing)), first["n"]))
    owner = {}
    for s in shards:
        if not s["complete"]:
            raise UsageError("%s: shard %s was stopped before its end" % (s["path"], s["shard"]))
        for unit in s["units"]:
            if unit in owner:
                raise UsageError("%s and %s overlap: both judged %s" % (
                    owner[unit], s["path"], unit))
            owner[unit] = s["path"]
    if len(owner) != first["all_units"]:
        raise UsageError("the shards hold %d units of the run's %d" % (
            len(owner), first["all_units"]))
    return [seen[k] for k in sorted(seen)]
