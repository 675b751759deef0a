"""The package bench/verify_speed.py writes: 20 submissions in the folders that say what
each must do, and each Python one does it (the accepted ones answer every case, the wrong
ones no case). The benchmark itself (and any timing) never runs here."""
import os
import subprocess
import sys

from conftest import ROOT

sys.path.insert(0, str(ROOT / "bench"))
import verify_speed  # noqa: E402


def cases(pkg):
    data = os.path.join(pkg, "data")
    for kind in ("sample", "secret"):
        for name in sorted(os.listdir(os.path.join(data, kind))):
            if name.endswith(".in"):
                stem = os.path.join(data, kind, name[:-3])
                yield open(stem + ".in").read(), open(stem + ".ans").read()


def test_the_package_has_twenty_submissions_in_their_folders(tmp_path):
    pkg = verify_speed.write_package(str(tmp_path))
    found = sorted(os.path.relpath(os.path.join(d, f), os.path.join(pkg, "submissions"))
                   for d, _, files in os.walk(os.path.join(pkg, "submissions")) for f in files)
    assert found == sorted(verify_speed.SUBMISSIONS) and len(found) == 20
    assert len(list(cases(pkg))) == 1 + verify_speed.SECRET


def test_each_python_submission_does_what_its_folder_says(tmp_path):
    pkg = verify_speed.write_package(str(tmp_path))
    for name in [n for n in verify_speed.SUBMISSIONS if n.endswith(".py")
                 and n.split("/")[0] in ("accepted", "wrong_answer")]:
        right = [subprocess.run([sys.executable, os.path.join(pkg, "submissions", name)],
                                input=given, capture_output=True, text=True).stdout == answer
                 for given, answer in cases(pkg)]
        assert all(right) if name.startswith("accepted/") else not any(right), name
