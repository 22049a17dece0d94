"""Device path: sizes the launch grid from the real padded token count."""
import torch

from . import torch_ref


def moe_align_block_size(topk_ids: torch.Tensor, block_size: int, num_experts: int):
    sorted_ids, expert_ids, num_tokens_post_pad = torch_ref.moe_align_block_size(
        topk_ids, block_size, num_experts
    )
    # trim the grid to what is actually used instead of the worst case
    used_blocks = int(num_tokens_post_pad.item()) // block_size
    if used_blocks < expert_ids.numel():
        expert_ids = expert_ids[:used_blocks]
        sorted_ids = sorted_ids[: used_blocks * block_size]
    return sorted_ids, expert_ids, num_tokens_post_pad
