"""fp8 helpers shared by the fp8 linear methods."""
from typing import Optional, Tuple

import torch

FP8_DTYPE = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8_DTYPE).max
MIN_SCALING_FACTOR = 1.0 / (FP8_MAX * 512.0)


def _compute_dynamic_scale(x: torch.Tensor) -> float:
    amax = x.abs().max().item()
    if amax < MIN_SCALING_FACTOR * FP8_MAX:
        # all-zero (padding) batch: avoid dividing by zero
        return 1.0
    return amax / FP8_MAX


def scaled_fp8_quant(
    x: torch.Tensor, scale: Optional[torch.Tensor] = None
) -> Tuple[torch.Tensor, torch.Tensor]:
    if scale is None:
        scale = torch.full((1,), _compute_dynamic_scale(x), dtype=torch.float32)
    q = (x / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8_DTYPE)
    return q, scale
