# expect: TLE -- burns CPU forever.
while True:
    pass
