def cdiv(a: int, b: int) -> int:
    q, r = divmod(a, b)
    return q + (1 if r else 0)


def round_up(x: int, multiple: int) -> int:
    return cdiv(x, multiple) * multiple


def next_power_of_2(n: int) -> int:
    return 1 if n <= 1 else 1 << (n - 1).bit_length()
