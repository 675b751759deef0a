import sys

# right sum: accepted; the case "6 6" earns half its maximum (score_multiplier.txt), every
# other accepted case its maximum (nothing written)
inp, ans, feedback = sys.argv[1:4]
if sys.stdin.read().split() != open(ans).read().split():
    sys.exit(43)
if open(inp).read().split() == ["6", "6"]:
    with open(feedback + "score_multiplier.txt", "w") as f:
        f.write("0.5\n")
sys.exit(42)
