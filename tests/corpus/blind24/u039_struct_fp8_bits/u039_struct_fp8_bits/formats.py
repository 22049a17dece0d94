"""Small-float format descriptions and bit-exact helpers.

Values are derived from the bit layout instead of being hard-coded so new
formats (e.g. OCP MX variants) only need a FloatFormat entry.
"""
from __future__ import annotations

import math
import struct
from typing import NamedTuple


class FloatFormat(NamedTuple):
    name: str
    exp_bits: int
    man_bits: int
    bias: int
    ieee_specials: bool  # True if the all-ones exponent is reserved for inf/nan


E4M3 = FloatFormat("e4m3fn", exp_bits=4, man_bits=3, bias=7, ieee_specials=False)
E5M2 = FloatFormat("e5m2", exp_bits=5, man_bits=2, bias=15, ieee_specials=True)


def max_finite(fmt: FloatFormat) -> float:
    max_exp = (1 << fmt.exp_bits) - 1 - fmt.bias
    if fmt.ieee_specials:
        max_exp -= 1
        mantissa = (1 << fmt.man_bits) - 1
    else:
        # fn formats only reserve the all-ones mantissa for NaN
        mantissa = (1 << fmt.man_bits) - 2
    return math.ldexp(1.0 + mantissa / (1 << fmt.man_bits), max_exp)


def round_to_fp16(value: float) -> float:
    """Scales are stored as fp16 in the checkpoint; reproduce that rounding exactly."""
    return struct.unpack("<e", struct.pack("<e", value))[0]


def float_bits(value: float) -> int:
    return struct.unpack("<I", struct.pack("<f", value))[0]


def min_normal(fmt: FloatFormat) -> float:
    return math.ldexp(1.0, 1 - fmt.bias)
