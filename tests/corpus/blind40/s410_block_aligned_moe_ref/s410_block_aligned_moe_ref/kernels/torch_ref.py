"""Static-shape reference of moe_align_block_size (worst-case padded)."""
import torch
import torch.nn.functional as F


def moe_align_block_size(topk_ids: torch.Tensor, block_size: int, num_experts: int):
    flat = topk_ids.flatten()
    numel = flat.numel()
    max_padded = numel + num_experts * (block_size - 1)
    max_padded = (max_padded + block_size - 1) // block_size * block_size

    counts = F.one_hot(flat, num_experts).sum(dim=0)
    padded = (counts + block_size - 1) // block_size * block_size
    padded_end = torch.cumsum(padded, dim=0)
    count_start = torch.cumsum(counts, dim=0) - counts

    order = torch.argsort(flat, stable=True)
    sorted_experts = flat[order]
    rank = torch.arange(numel, device=flat.device) - count_start[sorted_experts]
    dest = (padded_end - padded)[sorted_experts] + rank

    sorted_ids = torch.full((max_padded,), numel, dtype=torch.long, device=flat.device)
    sorted_ids.scatter_(0, dest, order)
    block_starts = torch.arange(0, max_padded, block_size, device=flat.device)
    expert_ids = torch.searchsorted(padded_end, block_starts, right=True).clamp(max=num_experts - 1)
    return sorted_ids, expert_ids, padded_end[-1:]
