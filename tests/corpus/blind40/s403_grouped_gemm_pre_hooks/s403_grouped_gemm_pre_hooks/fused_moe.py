import torch
import torch.nn.functional as F

from .grouped_gemm import grouped_gemm


def fused_topk(gating_output: torch.Tensor, topk: int, renormalize: bool):
    scores = torch.softmax(gating_output, dim=-1, dtype=torch.float32)
    topk_weights, topk_ids = torch.topk(scores, topk, dim=-1)
    if renormalize:
        topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)
    return topk_weights, topk_ids


def permute(hidden_states: torch.Tensor, topk_ids: torch.Tensor):
    topk = topk_ids.shape[1]
    flat_ids = topk_ids.flatten()
    sorted_ids, order = torch.sort(flat_ids, stable=True)
    permuted = hidden_states[order // topk]
    return permuted, sorted_ids, order


def unpermute(out: torch.Tensor, order: torch.Tensor, topk_weights: torch.Tensor) -> torch.Tensor:
    num_tokens, topk = topk_weights.shape
    restored = torch.empty_like(out)
    restored[order] = out
    restored = restored.view(num_tokens, topk, -1)
    return (restored * topk_weights.unsqueeze(-1).to(restored.dtype)).sum(dim=1)


@torch.compile(fullgraph=True, dynamic=False)
def fused_moe(hidden_states, w1, w2, gating_output, topk: int, renormalize: bool):
    topk_weights, topk_ids = fused_topk(gating_output, topk, renormalize)
    permuted, sorted_ids, order = permute(hidden_states, topk_ids)
    gate_up = grouped_gemm(permuted, w1, sorted_ids)
    gate, up = gate_up.chunk(2, dim=-1)
    down = grouped_gemm(F.silu(gate) * up, w2, sorted_ids)
    return unpermute(down, order, topk_weights)
