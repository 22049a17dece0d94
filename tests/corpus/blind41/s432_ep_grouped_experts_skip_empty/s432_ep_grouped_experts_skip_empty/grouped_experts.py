"""Reference grouped-GEMM fallback used when the fused MoE kernel is unavailable."""
import torch
import torch.nn.functional as F


def permute_by_expert(hidden_states: torch.Tensor, topk_ids: torch.Tensor, top_k: int):
    flat_ids = topk_ids.reshape(-1)
    sorted_ids, order = torch.sort(flat_ids, stable=True)
    src_token = order // top_k
    return hidden_states.index_select(0, src_token), sorted_ids, order, src_token


def grouped_expert_forward(
    permuted: torch.Tensor,
    tokens_per_expert: torch.Tensor,
    w13: torch.Tensor,
    w2: torch.Tensor,
    expert_start: int,
) -> torch.Tensor:
    out = torch.empty(permuted.shape[0], w2.shape[1], dtype=permuted.dtype)
    offset = 0
    for local_id, count in enumerate(tokens_per_expert.tolist()):
        if count == 0:
            continue
        chunk = permuted[offset:offset + count]
        gate_up = chunk @ w13[expert_start + local_id].t()
        gate, up = gate_up.chunk(2, dim=-1)
        out[offset:offset + count] = (F.silu(gate) * up) @ w2[expert_start + local_id].t()
        offset += count
    return out
