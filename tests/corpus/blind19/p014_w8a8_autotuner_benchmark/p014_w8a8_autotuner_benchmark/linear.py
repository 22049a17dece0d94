from __future__ import annotations

import torch

from .kernels import int8_scaled_mm


def quantize_per_token(x: torch.Tensor):
    amax = x.abs().amax(dim=-1, keepdim=True).clamp(min=1e-6)
    scale = amax / 127.0
    q = torch.round(x / scale).clamp(-127, 127).to(torch.int8)
    return q, scale


def w8a8_linear(x: torch.Tensor, weight: torch.Tensor, w_scale: torch.Tensor) -> torch.Tensor:
    x_q, x_scale = quantize_per_token(x)
    M, K = x_q.shape
    N = weight.shape[0]
    return int8_scaled_mm(x_q, weight, x_scale, w_scale, M=M, N=N, K=K)


w8a8_linear_step = torch.compile(w8a8_linear, fullgraph=True)
