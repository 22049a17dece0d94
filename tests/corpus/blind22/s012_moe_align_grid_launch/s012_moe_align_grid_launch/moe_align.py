import torch

from .launch import cdiv


def moe_align_block_size(topk_ids: torch.Tensor, block_size: int, num_experts: int):
    """Sort token slots by expert and pad every expert segment to ``block_size``.

    Returns (sorted_token_ids, expert_ids, num_tokens_post_padded) like the
    CUDA op: padded slots hold ``topk_ids.numel()`` (an out-of-range sentinel).
    """
    flat = topk_ids.flatten()
    numel = flat.numel()
    max_padded = numel + num_experts * (block_size - 1)
    counts = torch.bincount(flat, minlength=num_experts)
    padded = (counts + block_size - 1) // block_size * block_size
    starts = torch.cumsum(padded, 0) - padded
    order = torch.argsort(flat, stable=True)
    sorted_experts = flat[order]
    rank_in_expert = torch.arange(numel) - (torch.cumsum(counts, 0) - counts)[sorted_experts]
    sorted_token_ids = torch.full((max_padded,), numel, dtype=torch.long)
    sorted_token_ids[starts[sorted_experts] + rank_in_expert] = order
    block_ends = torch.cumsum(padded // block_size, 0)
    block_expert = torch.searchsorted(block_ends, torch.arange(cdiv(max_padded, block_size)), right=True)
    block_expert = block_expert.clamp(max=num_experts - 1)
    num_tokens_post_padded = padded.sum().reshape(1)
    return sorted_token_ids, block_expert, num_tokens_post_padded
