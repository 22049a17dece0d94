import torch
import torch.nn.functional as F

from .moe_config import get_config_dtype_str, try_get_optimal_moe_config


def fused_topk(gating_output: torch.Tensor, topk: int, renormalize: bool):
    scores = torch.softmax(gating_output, dim=-1, dtype=torch.float32)
    topk_weights, topk_ids = torch.topk(scores, topk, dim=-1)
    if renormalize:
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
    return topk_weights, topk_ids


def _invoke_expert_gemm(hidden_states, w1, w2, topk_weights, topk_ids, config):
    block_m = config["BLOCK_SIZE_M"]
    num_tokens, topk = topk_ids.shape
    out = hidden_states.new_zeros(hidden_states.shape)
    for start in range(0, num_tokens, block_m):
        end = min(start + block_m, num_tokens)
        x = hidden_states[start:end]
        ids = topk_ids[start:end]
        gate_up = torch.einsum("th,tkih->tki", x, w1[ids])
        gate, up = gate_up.chunk(2, dim=-1)
        act = F.silu(gate) * up
        down = torch.einsum("tki,tkhi->tkh", act, w2[ids])
        out[start:end] = (down * topk_weights[start:end, :, None]).sum(dim=1)
    return out


def fused_experts(
    hidden_states: torch.Tensor,
    w1: torch.Tensor,
    w2: torch.Tensor,
    topk_weights: torch.Tensor,
    topk_ids: torch.Tensor,
) -> torch.Tensor:
    M = hidden_states.shape[0]
    config_dtype = get_config_dtype_str(hidden_states.dtype)
    config = try_get_optimal_moe_config(
        w1.shape, w2.shape, topk_ids.shape[1], config_dtype, M
    )
    return _invoke_expert_gemm(hidden_states, w1, w2, topk_weights, topk_ids, config)
