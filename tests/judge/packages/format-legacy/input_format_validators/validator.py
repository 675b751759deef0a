import sys

limit = int(sys.argv[sys.argv.index("--max") + 1])
numbers = sys.stdin.read().split()
if len(numbers) != 2 or not all(n.isdigit() and int(n) <= limit for n in numbers):
    print("two numbers in 0..%d expected" % limit)
    sys.exit(43)
sys.exit(42)
