print(500, flush=True)
input()
raise SystemExit(3)
