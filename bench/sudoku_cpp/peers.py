"""The Sudoku peers of bench/cpp.py built at bench time from their public sources, never
committed: kudoku (KUDOKU, patched per mode: KUDOKU_PATCHES) and tdoku (TDOKU, through a
driver of ours: TDOKU_DRIVER). $KUDOKU_SRC names a local copy of kudoku's file, $TDOKU_SRC
a checkout of tdoku at TDOKU_COMMIT (a machine without network); with neither, the peer is
skipped and the note says why. source_of() says where a peer's source came from.
"""
import os
import shutil
import subprocess

# Peers built from their public sources at bench time, never committed: (URL at a
# pinned commit, what it is). $KUDOKU_SRC names a local copy of the file instead (a
# machine without network); with neither, the peer is skipped and the report says so.
KUDOKU = ("https://raw.githubusercontent.com/attractivechaos/plb/"
          "ca35a7dfb2a235fa00fce58f7d1d426d69c6123a/sudoku/sudoku_v1.c",
          "attractivechaos's kudoku (plb sudoku_v1.c, MIT): exact cover over arrays "
          "(no links), gcc -O2, 9x9 only; its main() enumerates every solution of a "
          "puzzle: patched at bench time to stop at the first (mode first) or the second "
          "(upto2)")
# Each mode's patch of kudoku's source: (the line as fetched, its replacement).
KUDOKU_PATCHES = {
    "first": ("\t\t++n; --i; dir = -1; // backtrack\n",
              "\t\t++n; break; /* bench/cpp.py: stop at the first solution */\n"),
    "upto2": ("\t\t++n; --i; dir = -1; // backtrack\n",
              "\t\tif (++n == 2) break; --i; dir = -1; /* bench/cpp.py: stop at 2 */\n"),
}
TDOKU_COMMIT = "af426180dc53aef89b82868e7b3fdfcf42165654"
TDOKU = ("https://raw.githubusercontent.com/t-dillon/tdoku/" + TDOKU_COMMIT + "/",
         "Tom Dillon's tdoku (BSD-2-Clause), solver_dpll_triad_simd (SIMD DPLL over "
         "triads), through a driver of ours (TDOKU_DRIVER), g++ -std=c++14 -O2 "
         "-fno-exceptions -fno-rtti; tdoku: no -march (SSE2), tdoku-native: "
         "-march=native. upto2 counts to 2 and then solves again with limit 1 for the "
         "grid (tdoku fills one only when asked for one solution): an upper bound of its "
         "time")
TDOKU_FILES = ("src/solver_dpll_triad_simd.cc", "src/util.cc", "src/util.h", "src/bitutil.h",
               "src/simd_vectors.h", "include/tdoku.h")
TDOKU_DRIVER = r"""#include "include/tdoku.h"
#include <cstdio>
#include <cstring>
int main() {  // bench/cpp.py: the lines of 81 characters in, one solved grid a line out
    size_t guesses;
    char line[1024], sol[82];
    while (std::fgets(line, sizeof line, stdin)) {
        if (std::strlen(line) < 81) continue;
        line[81] = 0;
        size_t n = SolveSudoku(line, LIMIT, 0, sol, &guesses);
        if (n && LIMIT > 1) SolveSudoku(line, 1, 0, sol, &guesses);
        if (n) { sol[81] = 0; std::puts(sol); }
    }
    return 0;
}
"""
def fetch_text(url, local):
    """The text at url, or of the file `local` (a copy) when that is set."""
    if local:
        with open(local, encoding="utf-8") as f:
            return f.read()
    import urllib.request
    with urllib.request.urlopen(url, timeout=30) as r:
        return r.read().decode("utf-8")


def compile_direct(argv, name):
    """None, or why argv (a compiler line) failed: the peers and bench-time copies."""
    proc = subprocess.run(argv, capture_output=True, text=True)
    return "%s does not compile: %s" % (name, proc.stderr.strip()[:300]) if proc.returncode \
        else None


def build_kudoku(build_dir, modes):
    """({mode: kudoku's executable}, None) built with gcc -O2 (POJ's -O2, C) from its
    source patched per mode (KUDOKU_PATCHES), or (None, why not)."""
    try:
        text = fetch_text(KUDOKU[0], os.environ.get("KUDOKU_SRC"))
    except (OSError, ValueError) as e:
        return None, "not fetched (%s; set KUDOKU_SRC to a copy of %s): skipped" % (
            e, KUDOKU[0])
    cc = shutil.which("gcc") or shutil.which("g++")
    exes = {}
    for mode in modes:
        old, new = KUDOKU_PATCHES[mode]
        if text.count(old) != 1:
            return None, "source has not the line %r its %s patch replaces: skipped" % (
                old.strip(), mode)
        src = os.path.join(build_dir, "kudoku-%s.c" % mode)
        with open(src, "w") as f:
            f.write(text.replace(old, new))
        exes[mode] = os.path.join(build_dir, "kudoku-" + mode)
        why = compile_direct([cc, "-O2", "-x", "c", src, "-o", exes[mode]], "kudoku")
        if why:
            return None, why + ": skipped"
    return exes, None


def build_tdoku(build_dir, modes):
    """({(variant, mode): executable}, None) for tdoku and tdoku-native, or (None, why not).
    $TDOKU_SRC names a checkout of TDOKU_COMMIT instead of the network."""
    folder = os.path.join(build_dir, "tdoku")
    local = os.environ.get("TDOKU_SRC")
    try:
        for path in TDOKU_FILES:
            os.makedirs(os.path.dirname(os.path.join(folder, path)), exist_ok=True)
            with open(os.path.join(folder, path), "w") as f:
                f.write(fetch_text(TDOKU[0] + path, local and os.path.join(local, path)))
    except (OSError, ValueError) as e:
        return None, "not fetched (%s; set TDOKU_SRC to a checkout of %s): skipped" % (
            e, TDOKU[0])
    driver = os.path.join(folder, "driver.cc")
    with open(driver, "w") as f:
        f.write(TDOKU_DRIVER)
    exes = {}
    for variant, arch in (("tdoku", []), ("tdoku-native", ["-march=native"])):
        for mode in modes:
            exe = os.path.join(build_dir, "%s-%s" % (variant, mode))
            why = compile_direct(["g++", "-std=c++14", "-O2", "-fno-exceptions", "-fno-rtti"]
                                 + arch + ["-DLIMIT=%d" % (1 if mode == "first" else 2),
                                           driver] + [os.path.join(folder, p) for p in
                                                      TDOKU_FILES if p.endswith(".cc")]
                                 + ["-o", exe], variant)
            if why:
                return None, why + ": skipped"
            exes[variant, mode] = exe
    return exes, None


def source_of(peer):
    """Where the peer's source came from, for the note."""
    env = {"kudoku": "KUDOKU_SRC", "tdoku": "TDOKU_SRC"}[peer]
    url = KUDOKU[0] if peer == "kudoku" else TDOKU[0]
    local = os.environ.get(env)
    return ("%s=%s (a local copy of %s)" % (env, local, url) if local
            else "fetched from %s" % url)
