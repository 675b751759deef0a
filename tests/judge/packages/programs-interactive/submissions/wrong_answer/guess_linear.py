for guess in range(1, 1001):
    print(guess, flush=True)
    if input() == "correct":
        break
