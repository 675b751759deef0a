"""`runner.py verify` of two trees (a base commit and the new one) on problem packages that
nobody here wrote, one package and one tree at a time, each run under a timeout:

    python3 TREE/runner.py verify PKG --json FILE

    python bench/public_packages.py PKGS_DIR --base BASE_TREE --new NEW_TREE
        [--only TEXT] [--timeout S] [--results FILE.json] [--md FILE.md]

PKGS_DIR holds the packages, each a folder with a problem.yaml, directly under it or one
level down (PKGS_DIR/SOURCE/PACKAGE: SOURCE, e.g. problemtools or domjudge, is printed as the
package's source). The packages are exported outside the repository (e.g. with `git archive`
from public mirrors) and never committed: see the results file for what was fetched.

Per package and tree it tabulates the submissions found (every record of --json, skipped ones
included), matched (the verdict one expects), mismatched, skipped, and a package-level error
(no JSON written, an exit code other than 0 or 1 with the runner's last stderr line, or the
timeout); for the new tree also each remaining mismatch and skip with the runner's reason.
The raw results go to a JSON file, merged with a previous one (--only re-runs a few), and
the table to a Markdown file. Whether a mismatch is the runner's fault or the package's is
not decided here: the results file says, per difference, what was found.
"""
import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time

TIMEOUT_S = 900


def find_packages(root):
    """[(source, name, path)] of the packages under root (depth 1 or 2), sorted."""
    found = []
    for entry in sorted(os.listdir(root)):
        path = os.path.join(root, entry)
        if not os.path.isdir(path):
            continue
        if os.path.isfile(os.path.join(path, "problem.yaml")):
            found.append((os.path.basename(os.path.abspath(root)), entry, path))
            continue
        for sub in sorted(os.listdir(path)):
            inner = os.path.join(path, sub)
            if os.path.isfile(os.path.join(inner, "problem.yaml")):
                found.append((entry, sub, inner))
    return found


def run_verify(tree, pkg, timeout, extra=()):
    """One `runner.py verify` of `pkg` with `tree`'s runner: a dict of its outcome."""
    fd, out_json = tempfile.mkstemp(prefix="public-pkg-", suffix=".json")
    os.close(fd)
    os.unlink(out_json)
    cmd = [sys.executable, os.path.join(tree, "runner.py"), "verify", pkg, "--json",
           out_json] + list(extra)
    start = time.monotonic()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True, cwd=tree)
    timed_out = False
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
        os.killpg(proc.pid, signal.SIGTERM)     # the runner writes its report on SIGTERM
        try:
            out, err = proc.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            out, err = proc.communicate()
    wall = time.monotonic() - start
    result = {"rc": proc.returncode, "wall_s": round(wall, 1), "timed_out": timed_out,
              "stdout": out.decode("utf-8", "replace")[-20000:],
              "stderr": err.decode("utf-8", "replace")[-8000:], "records": None}
    try:
        with open(out_json, encoding="utf-8") as f:
            result["records"] = json.load(f)
        os.unlink(out_json)
    except (OSError, ValueError):
        pass
    return result


def summarize(result):
    """(found, matched, mismatched, skipped, package error or '') of one run."""
    records = result["records"] or []
    matched = sum(1 for r in records if r.get("matched") is True)
    mismatched = sum(1 for r in records if r.get("matched") is False)
    skipped = sum(1 for r in records if r.get("matched") is None)
    error = ""
    if result["timed_out"]:
        error = "timeout after %d s" % result["wall_s"]
    elif result["records"] is None or result["rc"] not in (0, 1):
        lines = [l for l in result["stderr"].splitlines() if l.strip()]
        lines = lines or [l for l in result["stdout"].splitlines() if l.strip()]
        error = "exit %s: %s" % (result["rc"], lines[-1][:300] if lines else "(no output)")
    return len(records), matched, mismatched, skipped, error


def differences(result):
    """[(submission, what happened)] for every record that did not match or was skipped."""
    out = []
    for r in result["records"] or []:
        if r.get("matched") is False:
            detail = (r.get("detail") or "").strip().splitlines()
            out.append((r["submission"], "%s, expected %s%s" % (
                r.get("verdict"), r.get("expected"),
                ": " + " / ".join(detail[:3])[:400] if detail else "")))
        elif r.get("matched") is None:
            out.append((r["submission"], "skipped: %s" % r.get("skipped")))
    return out


def cell(result):
    if result is None:
        return "-"
    found, matched, mismatched, skipped, error = summarize(result)
    text = "%d/%d" % (matched, found) if result["records"] is not None else "-"
    if error:
        text += " (%s)" % error.split(":")[0]
    return text


def write_markdown(path, data):
    rows = []
    for key in sorted(data["packages"]):
        entry = data["packages"][key]
        base, new = entry.get("base"), entry.get("new")
        found = summarize(new)[0] if new else summarize(base)[0] if base else 0
        notes = []
        if new:
            err = summarize(new)[4]
            if err:
                notes.append("package: " + err)
            for sub, what in differences(new):
                notes.append("`%s`: %s" % (sub, what))
        rows.append("| %s | %s | %d | %s | %s | %s |" % (
            entry["name"], entry["source"], found, cell(base), cell(new),
            "<br>".join(n.replace("|", "\\|").replace("\n", " ") for n in notes) or "none"))
    totals = {}
    for which in ("base", "new"):
        t = [0, 0]
        for entry in data["packages"].values():
            if entry.get(which):
                s = summarize(entry[which])
                t[0] += s[1]
                t[1] += s[0]
        totals[which] = t
    lines = [
        "# runner.py verify on public packages: base %s and new %s" % (
            data["base_commit"][:7], data["new_commit"][:7]),
        "",
        "Made by `python3 bench/public_packages.py %s` on %s (%s). A cell is matched/found "
        "(found: every submission verify listed, skipped ones included); a package-level "
        "error is named in brackets. Per-run timeout %d s." % (
            data["root"], data["date"], data["machine"], data["timeout_s"]),
        "",
        "Totals: base %d/%d matched, new %d/%d." % (totals["base"][0], totals["base"][1],
                                                    totals["new"][0], totals["new"][1]),
        "",
        "| package | source | submissions | matched base | matched now | remaining differences "
        "and reasons (the runner's message) |",
        "|---|---|---|---|---|---|",
    ] + rows
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def git_head(tree):
    try:
        return subprocess.run(["git", "-C", tree, "rev-parse", "HEAD"], capture_output=True,
                              text=True, timeout=60).stdout.strip() or "?"
    except (OSError, subprocess.SubprocessError):
        return "?"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("packages", help="folder of packages (depth 1 or 2)")
    ap.add_argument("--base", required=True, help="the base tree (a worktree)")
    ap.add_argument("--new", required=True, help="the new tree")
    ap.add_argument("--only", metavar="TEXT", help="only packages whose path contains TEXT")
    ap.add_argument("--trees", default="base,new", help="which trees to run (base,new)")
    ap.add_argument("--timeout", type=float, default=TIMEOUT_S)
    ap.add_argument("--results", default="bench/results/public-packages.json")
    ap.add_argument("--md", help="the Markdown table (default: --results with .md)")
    args = ap.parse_args()
    if not os.path.isdir(args.packages):
        sys.exit("public_packages: no folder %s" % args.packages)
    for tree in (args.base, args.new):
        if not os.path.isfile(os.path.join(tree, "runner.py")):
            sys.exit("public_packages: no runner.py in %s" % tree)
    trees = {"base": os.path.abspath(args.base), "new": os.path.abspath(args.new)}
    wanted = [t for t in args.trees.split(",") if t]
    data = {"packages": {}}
    if os.path.isfile(args.results):
        with open(args.results, encoding="utf-8") as f:
            data = json.load(f)
    data.update(root=args.packages, timeout_s=args.timeout,
                base_commit=git_head(trees["base"]), new_commit=git_head(trees["new"]),
                date=time.strftime("%Y-%m-%d", time.gmtime()),
                machine="%d cores, load %.1f at start" % (os.cpu_count(), os.getloadavg()[0]))
    md = args.md or os.path.splitext(args.results)[0] + ".md"
    for source, name, path in find_packages(args.packages):
        if args.only and args.only not in path:
            continue
        key = "%s/%s" % (source, name)
        entry = data["packages"].setdefault(key, {"source": source, "name": name})
        for which in wanted:
            print("%s %s ..." % (which, key), end=" ", flush=True)
            entry[which] = run_verify(trees[which], os.path.abspath(path), args.timeout)
            entry[which]["commit"] = data[which + "_commit"]
            found, matched, mismatched, skipped, error = summarize(entry[which])
            print("%d found, %d matched, %d mismatched, %d skipped%s (%.0f s)" % (
                found, matched, mismatched, skipped, "; " + error if error else "",
                entry[which]["wall_s"]), flush=True)
            with open(args.results, "w", encoding="utf-8") as f:
                json.dump(data, f, indent=1, ensure_ascii=False)
            write_markdown(md, data)
    print("wrote %s and %s" % (args.results, md))


if __name__ == "__main__":
    main()
