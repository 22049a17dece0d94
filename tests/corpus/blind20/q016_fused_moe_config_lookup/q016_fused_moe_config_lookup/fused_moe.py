from __future__ import annotations

import torch
import torch.nn.functional as F

from .configs import try_get_optimal_config

FP8 = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8).max


def per_token_fp8(x: torch.Tensor):
    scale = x.abs().amax(dim=-1, keepdim=True).clamp(min=1e-12) / FP8_MAX
    return (x / scale).to(FP8), scale


def _expert_mm(xq, xs, wq, ws, block_k: int):
    # emulated fp8 GEMM with K-blocked accumulation
    x = xq.to(torch.float32) * xs
    w = wq.to(torch.float32) * ws
    acc = x[:, :block_k] @ w[:, :block_k].t()
    for k0 in range(block_k, x.shape[-1], block_k):
        acc = acc + x[:, k0:k0 + block_k] @ w[:, k0:k0 + block_k].t()
    return acc


def fused_experts_fp8(x, w1, w1_scale, w2, w2_scale, topk_weights, topk_ids):
    M, _ = x.shape
    E, N, _ = w1.shape
    top_k = topk_ids.shape[1]
    cfg = try_get_optimal_config(M, E, N, top_k, "fp8_w8a8")
    block_k = min(cfg["BLOCK_SIZE_K"], x.shape[-1])
    xq, xs = per_token_fp8(x)
    out = torch.zeros_like(x)
    for e in range(E):
        h = _expert_mm(xq, xs, w1[e], w1_scale[e], block_k)
        gate, up = h.chunk(2, dim=-1)
        a = F.silu(gate) * up
        aq, as_ = per_token_fp8(a)
        y = _expert_mm(aq, as_, w2[e], w2_scale[e], block_k)
        weight = (topk_weights * (topk_ids == e)).sum(dim=-1, keepdim=True)
        out = out + y * weight
    return out
