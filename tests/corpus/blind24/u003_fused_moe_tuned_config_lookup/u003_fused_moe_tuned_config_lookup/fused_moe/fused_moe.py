from __future__ import annotations

from typing import Optional

import torch
import torch.nn.functional as F

from .tuning import try_get_optimal_moe_config


def fused_topk(hidden: torch.Tensor, gating_output: torch.Tensor, topk: int, renormalize: bool):
    scores = torch.softmax(gating_output, dim=-1, dtype=torch.float32)
    topk_weights, topk_ids = torch.topk(scores, topk, dim=-1)
    if renormalize:
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
    return topk_weights, topk_ids


def _moe_chunk(x, w1, w2, topk_weights, topk_ids):
    # reference path: gather the expert weights for each (token, slot) pair
    w1_sel = w1[topk_ids]                               # [t, k, 2I, H]
    w2_sel = w2[topk_ids]                               # [t, k, H, I]
    gate_up = torch.einsum("th,tkoh->tko", x, w1_sel)
    gate, up = gate_up.chunk(2, dim=-1)
    act = F.silu(gate) * up
    out = torch.einsum("tki,tkhi->tkh", act, w2_sel)
    return (out * topk_weights.unsqueeze(-1).to(out.dtype)).sum(1)


def fused_experts(
    hidden_states: torch.Tensor,
    w1: torch.Tensor,
    w2: torch.Tensor,
    topk_weights: torch.Tensor,
    topk_ids: torch.Tensor,
    quant_dtype: Optional[str] = None,
) -> torch.Tensor:
    M = hidden_states.shape[0]
    config = try_get_optimal_moe_config(w1.shape, w2.shape, topk_ids.shape[1], quant_dtype, M)
    chunk = config["BLOCK_SIZE_M"] * config["GROUP_SIZE_M"]
    outs = []
    for start in range(0, M, chunk):
        end = min(start + chunk, M)
        outs.append(
            _moe_chunk(hidden_states[start:end], w1, w2, topk_weights[start:end], topk_ids[start:end])
        )
    return torch.cat(outs, dim=0)
