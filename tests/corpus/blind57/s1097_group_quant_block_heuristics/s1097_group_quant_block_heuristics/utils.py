import functools
import math


@functools.cache
def power_of_two_table(max_exp: int = 16) -> tuple:
    return tuple(1 << i for i in range(max_exp + 1))


def next_power_of_2(n: int) -> int:
    return 1 if n <= 1 else 1 << (n - 1).bit_length()


def prev_power_of_2(n: int) -> int:
    table = power_of_two_table()
    return table[int(math.log2(n))]


def cdiv(a: int, b: int) -> int:
    q, r = divmod(a, b)
    return q + (1 if r else 0)


def round_scale(x: float, ndigits: int = 6) -> float:
    return round(x, ndigits)
