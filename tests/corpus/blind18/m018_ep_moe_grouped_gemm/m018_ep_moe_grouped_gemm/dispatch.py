from dataclasses import dataclass

import torch


@dataclass
class DispatchOutput:
    permuted_hidden: torch.Tensor
    sorted_token_idx: torch.Tensor
    sorted_weights: torch.Tensor
    tokens_per_expert: torch.Tensor


def permute_by_expert(hidden: torch.Tensor, topk_ids: torch.Tensor, topk_weights: torch.Tensor, num_experts: int):
    flat_ids = topk_ids.reshape(-1)
    order = torch.argsort(flat_ids, stable=True)
    top_k = topk_ids.shape[1]
    token_idx = order // top_k
    return DispatchOutput(
        permuted_hidden=hidden.index_select(0, token_idx),
        sorted_token_idx=token_idx,
        sorted_weights=topk_weights.reshape(-1)[order],
        tokens_per_expert=torch.zeros(num_experts, dtype=torch.int64, device=hidden.device).scatter_add_(
            0, flat_ids, torch.ones_like(flat_ids)
        ),
    )


def unpermute(out: torch.Tensor, d: DispatchOutput, num_tokens: int) -> torch.Tensor:
    result = torch.zeros(num_tokens, out.shape[-1], dtype=out.dtype, device=out.device)
    result.index_add_(0, d.sorted_token_idx, out * d.sorted_weights.unsqueeze(-1).to(out.dtype))
    return result
