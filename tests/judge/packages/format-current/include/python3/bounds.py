MAX_AB = {{max_ab}}


def checked_sum(a, b):
    assert 0 <= a <= MAX_AB and 0 <= b <= MAX_AB
    return a + b
