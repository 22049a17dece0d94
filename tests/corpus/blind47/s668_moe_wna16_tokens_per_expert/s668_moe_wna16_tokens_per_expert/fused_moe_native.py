"""Torch-native fallback for the WNA16 fused-MoE kernel (sorted, grouped GEMM)."""
from typing import Tuple

import torch
import torch.nn.functional as F


def dequant_wna16_grouped(qweight: torch.Tensor, scales: torch.Tensor, group_size: int) -> torch.Tensor:
    """qweight [N, K] int8 holding uint4 values, scales [N, K // group_size]."""
    n, k = qweight.shape
    w = (qweight.to(torch.float32) - 8.0).view(n, k // group_size, group_size)
    return (w * scales.unsqueeze(-1)).view(n, k)


def moe_sort_tokens(topk_ids: torch.Tensor, num_experts: int) -> Tuple[torch.Tensor, torch.Tensor]:
    flat_ids = topk_ids.flatten()
    sorted_token_ids = torch.argsort(flat_ids, stable=True)
    tokens_per_expert = torch.zeros(num_experts, dtype=torch.int64, device=topk_ids.device)
    tokens_per_expert.scatter_add_(0, flat_ids.long(), torch.ones_like(flat_ids, dtype=torch.int64))
    return sorted_token_ids, tokens_per_expert


def grouped_gemm_wna16(
    hidden_states: torch.Tensor,
    w13_qweight: torch.Tensor,
    w13_scales: torch.Tensor,
    w2_qweight: torch.Tensor,
    w2_scales: torch.Tensor,
    topk_weights: torch.Tensor,
    topk_ids: torch.Tensor,
    group_size: int,
) -> torch.Tensor:
    num_tokens, top_k = topk_ids.shape
    num_experts = w13_qweight.shape[0]
    sorted_ids, tokens_per_expert = moe_sort_tokens(topk_ids, num_experts)
    token_idx = sorted_ids // top_k
    x_sorted = hidden_states[token_idx]
    out_sorted = torch.empty_like(x_sorted)

    start = 0
    for expert_id, num in enumerate(tokens_per_expert.tolist()):
        if num == 0:
            continue
        end = start + num
        w13 = dequant_wna16_grouped(w13_qweight[expert_id], w13_scales[expert_id], group_size)
        w2 = dequant_wna16_grouped(w2_qweight[expert_id], w2_scales[expert_id], group_size)
        gate, up = (x_sorted[start:end] @ w13.t()).chunk(2, dim=-1)
        out_sorted[start:end] = (F.silu(gate) * up) @ w2.t()
        start = end

    out = torch.empty_like(out_sorted)
    out[sorted_ids] = out_sorted
    out = out.view(num_tokens, top_k, -1) * topk_weights.unsqueeze(-1).to(out.dtype)
    return out.sum(dim=1)
