from typing import Optional

import torch

from .launch_stats import LAUNCH_STATS, check_16b_aligned


def _check_shape(input: torch.Tensor, output: torch.Tensor) -> None:
    assert input.ndim == output.ndim, f"{input.ndim} != {output.ndim}"
    assert input.shape[:-1] == output.shape[:-1], f"{input.shape[:-1]} != {output.shape[:-1]}"
    assert input.shape[-1] == 2 * output.shape[-1], f"{input.shape[-1]} != {2 * output.shape[-1]}"


def gelu_tanh_and_mul(input: torch.Tensor, out: Optional[torch.Tensor] = None) -> torch.Tensor:
    if input.shape[-1] * input.dtype.itemsize % 16 != 0:
        raise ValueError("The last dimension of the input must be a multiple of 16 bytes")
    if out is not None:
        _check_shape(input, out)
    else:
        out = torch.empty(input.shape[:-1] + (input.shape[-1] // 2,), device=input.device, dtype=input.dtype)
    if not torch.compiler.is_compiling():
        check_16b_aligned("gelu_tanh_and_mul", input)
        LAUNCH_STATS.record("gelu_tanh_and_mul", input)
    torch.ops.blind48_s727.gelu_tanh_and_mul(out, input)
    return out
