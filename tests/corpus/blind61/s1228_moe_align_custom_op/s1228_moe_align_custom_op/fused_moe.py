from __future__ import annotations

import torch
import torch.nn.functional as F

from .moe_align import moe_align_block_size

BLOCK_SIZE_M = 4


def fused_topk(gating_output: torch.Tensor, topk: int, renormalize: bool):
    scores = torch.softmax(gating_output, dim=-1, dtype=torch.float32)
    topk_weights, topk_ids = torch.topk(scores, topk, dim=-1)
    if renormalize:
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
    return topk_weights, topk_ids.to(torch.int32)


def invoke_grouped_gemm(a: torch.Tensor, w: torch.Tensor, block_expert_ids: torch.Tensor) -> torch.Tensor:
    num_blocks = block_expert_ids.shape[0]
    a_blocks = a.view(num_blocks, BLOCK_SIZE_M, a.shape[-1])
    out = torch.bmm(a_blocks, w[block_expert_ids.long()].transpose(1, 2))
    return out.reshape(num_blocks * BLOCK_SIZE_M, -1)


def fused_experts(hidden_states, w1, w2, topk_weights, topk_ids) -> torch.Tensor:
    num_tokens, hidden_size = hidden_states.shape
    top_k = topk_ids.shape[1]
    numel = topk_ids.numel()
    sorted_token_ids, expert_ids, _ = moe_align_block_size(topk_ids, BLOCK_SIZE_M, w1.shape[0])

    valid = sorted_token_ids.long().clamp(max=numel)
    padded_states = torch.cat([hidden_states, hidden_states.new_zeros(1, hidden_size)])
    a = padded_states[valid // top_k]

    gate_up = invoke_grouped_gemm(a, w1, expert_ids)
    gate, up = gate_up.chunk(2, dim=-1)
    down = invoke_grouped_gemm(F.silu(gate) * up, w2, expert_ids)

    padded_weights = torch.cat([topk_weights.flatten(), topk_weights.new_zeros(1)])
    down = down * padded_weights[valid].unsqueeze(-1).to(down.dtype)
    out = hidden_states.new_zeros(num_tokens + 1, hidden_size)
    out.index_add_(0, valid // top_k, down)
    return out[:num_tokens]
