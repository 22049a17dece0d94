from __future__ import annotations

from typing import Optional

import torch
import torch.nn.functional as F

from .utils import cdiv, moe_chunk_size


def fused_topk(
    hidden_states: torch.Tensor,
    gating_output: torch.Tensor,
    topk: int,
    renormalize: bool,
    indices_type: Optional[torch.dtype] = None,
):
    assert hidden_states.size(0) == gating_output.size(0), "Number of tokens mismatch"
    scores = torch.softmax(gating_output, dim=-1, dtype=torch.float32)
    topk_weights, topk_ids = torch.topk(scores, k=topk, dim=-1)
    if renormalize:
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
    if indices_type is not None:
        topk_ids = topk_ids.to(indices_type)
    return topk_weights, topk_ids


def grouped_topk(
    hidden_states: torch.Tensor,
    gating_output: torch.Tensor,
    topk: int,
    renormalize: bool,
    num_expert_group: int,
    topk_group: int,
    scoring_func: str = "softmax",
    e_score_correction_bias: Optional[torch.Tensor] = None,
):
    if scoring_func == "softmax":
        scores = torch.softmax(gating_output, dim=-1)
    elif scoring_func == "sigmoid":
        scores = gating_output.sigmoid()
    else:
        raise ValueError(f"Unsupported scoring function: {scoring_func}")
    num_token = scores.size(0)
    if e_score_correction_bias is not None:
        original_scores = scores
        scores = scores + e_score_correction_bias.unsqueeze(0)
        group_scores = scores.view(num_token, num_expert_group, -1).topk(2, dim=-1)[0].sum(dim=-1)
    else:
        original_scores = scores
        group_scores = scores.view(num_token, num_expert_group, -1).max(dim=-1).values
    group_idx = torch.topk(group_scores, k=topk_group, dim=-1, sorted=False)[1]
    group_mask = torch.zeros_like(group_scores).scatter_(1, group_idx, 1)
    score_mask = group_mask.unsqueeze(-1).expand(
        num_token, num_expert_group, scores.size(-1) // num_expert_group
    ).reshape(num_token, -1)
    tmp_scores = scores.masked_fill(~score_mask.bool(), float("-inf"))
    topk_ids = torch.topk(tmp_scores, k=topk, dim=-1, sorted=False)[1]
    topk_weights = original_scores.gather(1, topk_ids)
    if renormalize:
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
    return topk_weights.to(torch.float32), topk_ids.to(torch.int32)


def fused_experts(hidden_states, w1, w2, topk_weights, topk_ids) -> torch.Tensor:
    num_tokens = hidden_states.size(0)
    chunk = min(moe_chunk_size(), num_tokens)
    outputs = []
    for i in range(cdiv(num_tokens, chunk)):
        x = hidden_states[i * chunk:(i + 1) * chunk]
        ids = topk_ids[i * chunk:(i + 1) * chunk].long()
        w = topk_weights[i * chunk:(i + 1) * chunk]
        gate_up = torch.einsum("th,tkih->tki", x, w1[ids])
        gate, up = gate_up.chunk(2, dim=-1)
        y = torch.einsum("tki,tkoi->tko", F.silu(gate) * up, w2[ids])
        outputs.append((y * w.unsqueeze(-1).to(y.dtype)).sum(dim=1))
    return torch.cat(outputs)
