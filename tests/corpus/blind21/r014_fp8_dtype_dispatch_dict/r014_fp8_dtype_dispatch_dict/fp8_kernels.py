"""Reference FP8 quantization kernels (per-tensor, per-token)."""
from __future__ import annotations

import torch

FP8_DTYPE = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8_DTYPE).max
_MIN_SCALE = 1.0 / (FP8_MAX * 512.0)


def quant_per_tensor(x: torch.Tensor, upcast: bool = False):
    src = x.float() if upcast else x
    scale = (src.abs().amax() / FP8_MAX).clamp(min=_MIN_SCALE)
    q = (src / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8_DTYPE)
    return q, scale.reshape(1, 1).float()


def quant_per_token(x: torch.Tensor, upcast: bool = False):
    src = x.float() if upcast else x
    scale = (src.abs().amax(dim=-1, keepdim=True) / FP8_MAX).clamp(min=_MIN_SCALE)
    q = (src / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8_DTYPE)
    return q, scale.float()
