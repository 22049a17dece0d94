from __future__ import annotations

import torch

FP8 = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8).max
GROUP = 16


def per_token_group_quant(x: torch.Tensor, group: int = GROUP):
    m, k = x.shape
    xg = x.reshape(m, k // group, group)
    scale = xg.abs().amax(-1, keepdim=True).clamp(min=1e-10) / FP8_MAX
    q = (xg / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8)
    return q.reshape(m, k), scale.squeeze(-1)


def per_block_quant(w: torch.Tensor, block: int = GROUP):
    n, k = w.shape
    wb = w.reshape(n // block, block, k // block, block)
    scale = wb.abs().amax(dim=(1, 3), keepdim=True).clamp(min=1e-10) / FP8_MAX
    q = (wb / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8)
    return q.reshape(n, k), scale.reshape(n // block, k // block)


def block_fp8_gemm(xq, xs, wq, ws, block_m: int) -> torch.Tensor:
    m, k = xq.shape
    n = wq.shape[0]
    x = xq.float() * xs.repeat_interleave(GROUP, dim=1)
    w = wq.float() * ws.repeat_interleave(GROUP, dim=0).repeat_interleave(GROUP, dim=1)
    out = x.new_empty(m, n)
    for m0 in range(0, m, block_m):
        out[m0 : m0 + block_m] = x[m0 : m0 + block_m] @ w.T
    return out
