from functools import total_ordering

import torch

_BITS = {
    torch.float8_e4m3fn: 8,
    torch.bfloat16: 16,
    torch.float16: 16,
    torch.float32: 32,
}


@total_ordering
class DevicePrecision:
    __slots__ = ("name", "bits", "dtype")

    def __init__(self, name: str, dtype: torch.dtype):
        self.name = name
        self.dtype = dtype
        self.bits = _BITS[dtype]

    def __eq__(self, other):
        if not isinstance(other, DevicePrecision):
            return NotImplemented
        return self.bits == other.bits

    def __lt__(self, other):
        if not isinstance(other, DevicePrecision):
            return NotImplemented
        return self.bits < other.bits

    def __hash__(self):
        return hash((self.name, self.bits))

    def __repr__(self):
        return f"DevicePrecision({self.name})"


FP8 = DevicePrecision("fp8", torch.float8_e4m3fn)
BF16 = DevicePrecision("bf16", torch.bfloat16)
FP32 = DevicePrecision("fp32", torch.float32)
