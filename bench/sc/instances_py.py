"""Set-cover instances through a Python block, for bench/covers.py:
`instances_py.py bits|dlx < file`, the format of bench/sc/instances_block.cpp,
the same output ("answer nodes" per instance)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "templates"))
from dlx_cover import DLXCover  # noqa: E402
from setcover_bits import SetCover  # noqa: E402


def main():
    engine = sys.argv[1]
    data = list(map(int, sys.stdin.buffer.read().split()))
    t, pos, out = data[0], 1, []
    for _ in range(t):
        n, p, m, k = data[pos:pos + 4]
        pos += 4
        options = []
        for _ in range(m):
            size = data[pos]
            options.append(data[pos + 1:pos + 1 + size])
            pos += 1 + size
        if engine == "bits":
            sc = SetCover(n, p)
        else:
            sc = DLXCover(n, p, 1 + n + sum(map(len, options)))
        for o, items in enumerate(options):
            sc.add_option(items, o)
        cover = sc.minimum() if k < 0 else sc.within(k)
        answer = -1 if cover is None else len(cover) if k < 0 else 1
        out.append("%d %d\n" % (answer, sc.nodes))
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
