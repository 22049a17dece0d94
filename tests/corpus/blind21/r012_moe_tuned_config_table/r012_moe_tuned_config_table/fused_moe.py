"""Reference fused MoE forward; kernel launch geometry comes from the tuned table."""
from __future__ import annotations

import torch
import torch.nn.functional as F

from .tuned_configs import try_get_optimal_moe_config


def _moe_align_padding(num_tokens: int, top_k: int, block_m: int) -> int:
    total = num_tokens * top_k
    return (total + block_m - 1) // block_m * block_m


@torch.compile(fullgraph=True)
def fused_moe_forward(
    hidden: torch.Tensor,
    w1: torch.Tensor,
    w2: torch.Tensor,
    router_logits: torch.Tensor,
    top_k: int = 2,
) -> torch.Tensor:
    M = hidden.shape[0]
    E, two_n, _ = w1.shape
    N = two_n // 2
    config = try_get_optimal_moe_config(E, N, M)
    padded = _moe_align_padding(M, top_k, config["BLOCK_SIZE_M"])

    weights, ids = torch.topk(router_logits.softmax(dim=-1), top_k, dim=-1)
    weights = weights / weights.sum(dim=-1, keepdim=True)
    out = hidden.new_zeros(M, hidden.shape[1])
    for e in range(E):
        gate_up = hidden @ w1[e].t()
        act = F.silu(gate_up[:, :N]) * gate_up[:, N:]
        expert_out = act @ w2[e].t()
        mask = (ids == e).to(hidden.dtype) * weights
        out = out + expert_out * mask.sum(dim=-1, keepdim=True)
    return out * (padded > 0)
