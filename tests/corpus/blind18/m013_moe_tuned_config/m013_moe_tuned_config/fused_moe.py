import torch
import torch.nn.functional as F

from .configs import try_get_optimal_moe_config


def _expert_ffn(x: torch.Tensor, w13: torch.Tensor, w2: torch.Tensor) -> torch.Tensor:
    gate, up = (x @ w13.t()).chunk(2, dim=-1)
    return (F.silu(gate) * up) @ w2.t()


def fused_experts(
    hidden_states: torch.Tensor,
    w13: torch.Tensor,
    w2: torch.Tensor,
    topk_weights: torch.Tensor,
    topk_ids: torch.Tensor,
    dtype_str: str | None = None,
) -> torch.Tensor:
    M = hidden_states.shape[0]
    top_k = topk_ids.shape[1]
    config = try_get_optimal_moe_config(w13.shape, w2.shape, top_k, dtype_str, M)
    block_m = config["BLOCK_SIZE_M"]

    num_experts = w13.shape[0]
    dense_w = torch.zeros(M, num_experts, dtype=hidden_states.dtype)
    dense_w.scatter_(1, topk_ids, topk_weights.to(hidden_states.dtype))
    out = torch.zeros_like(hidden_states)
    for start in range(0, M, block_m):
        chunk = hidden_states[start : start + block_m]
        acc = torch.zeros_like(chunk)
        for e in range(num_experts):
            acc = acc + dense_w[start : start + block_m, e : e + 1] * _expert_ffn(chunk, w13[e], w2[e])
        out[start : start + block_m] = acc
    return out
