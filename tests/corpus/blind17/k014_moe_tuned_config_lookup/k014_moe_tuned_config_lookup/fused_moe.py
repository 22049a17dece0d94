"""Reference fused-MoE launch wrapper (the triton kernel, unrolled in torch)."""
from __future__ import annotations

import functools

import torch
import torch.nn.functional as F

from .configs import get_default_config, get_moe_configs


def try_get_optimal_moe_config(
    w1_shape: tuple[int, ...], w2_shape: tuple[int, ...], top_k: int, dtype: str | None, M: int
) -> dict[str, int]:
    E, _, N = w2_shape
    configs = get_moe_configs(E, N, dtype)
    if configs:
        # closest tuned batch size
        return configs[min(configs.keys(), key=lambda x: abs(x - M))]
    return get_default_config(M, E, N, w1_shape[2], top_k, dtype)


def fused_topk(router_logits: torch.Tensor, topk: int, renormalize: bool) -> tuple[torch.Tensor, torch.Tensor]:
    scores = torch.softmax(router_logits, dim=-1)
    topk_weights, topk_ids = scores.topk(topk, dim=-1)
    if renormalize:
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
    return topk_weights, topk_ids


def _silu_and_mul(x: torch.Tensor) -> torch.Tensor:
    d = x.shape[-1] // 2
    return F.silu(x[..., :d]) * x[..., d:]


def fused_experts(
    hidden_states: torch.Tensor,
    w1: torch.Tensor,
    w2: torch.Tensor,
    topk_weights: torch.Tensor,
    topk_ids: torch.Tensor,
) -> torch.Tensor:
    num_tokens = hidden_states.shape[0]
    num_experts = w1.shape[0]
    get_config_func = functools.partial(
        try_get_optimal_moe_config, tuple(w1.shape), tuple(w2.shape), topk_ids.shape[1], None
    )
    config = get_config_func(num_tokens)
    block_m = config["BLOCK_SIZE_M"]

    out = torch.zeros_like(hidden_states)
    for start in range(0, num_tokens, block_m):
        end = min(start + block_m, num_tokens)
        chunk = hidden_states[start:end]
        for e in range(num_experts):
            act = _silu_and_mul(chunk @ w1[e].t())
            expert_out = act @ w2[e].t()
            weight = (topk_weights[start:end] * (topk_ids[start:end] == e)).sum(dim=-1, keepdim=True)
            out[start:end] += expert_out * weight
    return out
