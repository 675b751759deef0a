"""`runner.py merge REPORT...`: the shards' JSON reports (`--shard K/N --json FILE`, of the
judging command or of verify) added up into the whole run's: its closing lines and exit code,
and with --json (--html) its report, as if one machine had judged everything (docs/ci.md).

It refuses, in one line and exit 2, what is not every shard of one run, each once: a report
of a whole run or not a report, shards of different commands, problems, cases, submissions
or splits, a shard twice or missing, two that judged one unit, one stopped before its end
(shards.check_shards); for verify, shards that judged at different time limits (a limit
derived on each machine from its own times: give --tl).

The records come in shard order, which is the whole run's (shards.py); a problem's record
made before any of its cases ran (a CE, a JE of its checker) is made by every shard that
holds some of its cases, and kept once.
"""

from ..errors import UsageError
from ..judging import report
from . import html_report, judge, shards, verify
from .session import check_reports


def add_arguments(parser):
    parser.description = ("Add up the --json reports of the shards of one run (--shard K/N): "
                          "the whole run's summary and exit code.")
    parser.add_argument("reports", nargs="+", metavar="REPORT",
                        help="every shard's --json report, in any order")
    parser.add_argument("--json", metavar="FILE",
                        help="write the whole run's report (its plain list of records)")
    html_report.add_html_option(parser, "the whole run's report")


def run(args, session):
    check_reports(args, session)
    parts = shards.check_shards([shards.read_shard(path) for path in args.reports])
    command = parts[0]["command"]
    records = merged_records(parts)
    limits = {part.get("time_limit") for part in parts}
    if len(limits) > 1:        # verify's, derived on each machine from its own times
        raise UsageError("the shards judged at different time limits (%s s): give verify "
                         "--tl, or state the limit in the package" % ", ".join(
                             sorted("%g" % t if t else "none" for t in limits)))
    errors = unique(line for part in parts for line in part["judge_errors"])
    session.console.write("merged %d shards of %s%s: %d units" % (
        len(parts), command, " " + parts[0]["target"] if parts[0]["target"] else "",
        parts[0]["all_units"]))
    if args.json:
        report.write_json(args.json, records)
    if command == "verify":
        lines = verify.closing_lines(parts[0]["target"], records, errors)
        document = html_report.verify_page(records, lines, "verify " + parts[0]["target"])
    else:
        for rec in records:
            if not rec["case"]:
                session.console.write(report.format_record(rec, session.console.colour))
        lines = judge.summaries(records)
        document = html_report.judge_page(records, lines, judge.page_title(records))
    for line in lines:
        session.console.write(line)
    if args.html:
        html_report.write_html(args.html, document)
    if command == "verify":
        return verify.exit_code(records, errors)
    return report.exit_code_for(records)


def merged_records(parts):
    """The shards' records in the whole run's order: the judging command's records made
    before any case ran (case "") first, each problem's once, then the cases; verify's
    submissions as they come."""
    records = [r for part in parts for r in part["records"]]
    if parts[0]["command"] == "verify":
        return records
    before, seen = [], set()
    for rec in records:
        if not rec["case"] and (rec["problem"], rec["verdict"]) not in seen:
            seen.add((rec["problem"], rec["verdict"]))
            before.append(rec)
    return before + [r for r in records if r["case"]]


def unique(lines):
    kept = []
    for line in lines:
        if line not in kept:
            kept.append(line)
    return kept
