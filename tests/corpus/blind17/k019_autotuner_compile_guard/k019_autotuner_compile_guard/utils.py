"""Small helpers shared by the kernels."""
from __future__ import annotations

import torch


def is_torch_compiling() -> bool:
    try:
        return torch.compiler.is_compiling()
    except AttributeError:  # older torch
        return torch._dynamo.is_compiling()


def next_power_of_2(n: int) -> int:
    return 1 if n <= 1 else 1 << (n - 1).bit_length()
