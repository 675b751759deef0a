"""The hash manifest of every stored case, so a silent edit fails CI.

    python tools/manifest.py           # rewrite testdata/MANIFEST.sha256
    python tools/manifest.py --check   # exit 1 naming every case that differs

Covered: testdata/*/cases/* and testdata/*/invalid/* (inputs and answers).
After a deliberate change to a case, run `make manifest` and commit both.
"""
import hashlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TESTDATA = ROOT / "testdata"
MANIFEST = TESTDATA / "MANIFEST.sha256"


def stored_files():
    return sorted(p for pattern in ("*/cases/*", "*/invalid/*")
                  for p in TESTDATA.glob(pattern) if p.is_file())


def current():
    """{path relative to testdata/: sha256 hex} of every stored case file."""
    return {p.relative_to(TESTDATA).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in stored_files()}


def recorded():
    if not MANIFEST.exists():
        return {}
    pairs = (line.split("  ", 1) for line in MANIFEST.read_text().splitlines() if line)
    return {name: digest for digest, name in pairs}


def differences():
    """Lines naming every file added, removed or changed since the manifest."""
    now, then = current(), recorded()
    return (["changed: " + n for n in sorted(now) if n in then and now[n] != then[n]]
            + ["not in manifest: " + n for n in sorted(set(now) - set(then))]
            + ["missing: " + n for n in sorted(set(then) - set(now))])


def main(argv):
    if argv == ["--check"]:
        diffs = differences()
        print("\n".join(diffs) or "manifest: %d files match" % len(current()))
        sys.exit(1 if diffs else 0)
    if argv:
        sys.exit("usage: python tools/manifest.py [--check]")
    MANIFEST.write_text("".join("%s  %s\n" % (d, n) for n, d in sorted(current().items())))
    print("manifest: %d files recorded in %s" % (len(current()), MANIFEST.relative_to(ROOT)))


if __name__ == "__main__":
    main(sys.argv[1:])
