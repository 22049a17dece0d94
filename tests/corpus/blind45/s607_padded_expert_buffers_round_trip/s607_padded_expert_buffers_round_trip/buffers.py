import logging

import torch

logger = logging.getLogger(__name__)


def tokens_per_expert(topk_ids: torch.Tensor, num_experts: int) -> torch.Tensor:
    counts = torch.zeros(num_experts, dtype=torch.long, device=topk_ids.device)
    return counts.scatter_add_(0, topk_ids.flatten(), torch.ones_like(topk_ids.flatten()))


def expert_offsets(counts: torch.Tensor) -> torch.Tensor:
    return torch.cumsum(counts, dim=0) - counts


def fill_padded_buffers(hidden: torch.Tensor, topk_ids: torch.Tensor, num_experts: int):
    """Scatter token copies into a [num_experts, max_tokens_per_expert, hidden] buffer."""
    top_k = topk_ids.shape[1]
    flat_ids = topk_ids.flatten()
    counts = tokens_per_expert(topk_ids, num_experts)
    sorted_ids, order = torch.sort(flat_ids, stable=True)
    rank_in_expert = torch.arange(flat_ids.numel(), device=flat_ids.device) - expert_offsets(counts)[sorted_ids]
    max_per_expert = int(counts.max())
    buffers = hidden.new_zeros(num_experts, max_per_expert, hidden.shape[-1])
    buffers[sorted_ids, rank_in_expert] = hidden[order // top_k]
    if not torch.compiler.is_compiling():
        logger.info("padded EP buffers: counts=%s max=%d", counts.tolist(), max_per_expert)
    return buffers, sorted_ids, rank_in_expert, order, counts
