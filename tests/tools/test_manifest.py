"""tools/manifest.py: testdata/MANIFEST.sha256 lists the hash of every stored case, so
a silent edit of a case fails here (`make manifest` records a deliberate one)."""
import tools.manifest as manifest


def test_every_stored_case_matches_the_manifest():
    diffs = manifest.differences()
    assert not diffs, "\n".join(diffs[:20]) + "\n(after a deliberate change: make manifest)"
