import torch

from .kernels import with_fallback


@with_fallback("moe_permute")
def moe_permute(hidden: torch.Tensor, topk_ids: torch.Tensor, num_experts: int):
    """Replicate each token top_k times and sort the copies by expert.

    Returns (permuted_hidden, sorted_expert_ids, inv_perm); shapes are static
    (num_tokens * top_k rows) so the op is CUDA-graph safe.
    """
    top_k = topk_ids.shape[1]
    flat_ids = topk_ids.reshape(-1)
    perm = torch.argsort(flat_ids, stable=True)
    inv_perm = torch.empty_like(perm)
    inv_perm[perm] = torch.arange(perm.numel(), device=perm.device)
    src_rows = perm // top_k
    return hidden.index_select(0, src_rows), flat_ids[perm], inv_perm


@with_fallback("moe_unpermute")
def moe_unpermute(expert_out: torch.Tensor, inv_perm: torch.Tensor, topk_weights: torch.Tensor):
    num_tokens, top_k = topk_weights.shape
    restored = expert_out.index_select(0, inv_perm).view(num_tokens, top_k, -1)
    return (restored * topk_weights.unsqueeze(-1).to(restored.dtype)).sum(dim=1)
