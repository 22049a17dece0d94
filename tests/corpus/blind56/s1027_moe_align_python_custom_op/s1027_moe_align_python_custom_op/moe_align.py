"""Token/expert alignment for block-wise MoE GEMMs.

The reference implementation below is used when the compiled extension is
not importable (CPU builds, unit tests).
"""
from typing import List, Tuple

import torch


def ceil_div(a: int, b: int) -> int:
    return (a + b - 1) // b


def _padded_sizes(numel: int, num_experts: int, block_size: int) -> Tuple[int, int]:
    max_num_m_blocks = ceil_div(numel + num_experts * (block_size - 1), block_size)
    return max_num_m_blocks * block_size, max_num_m_blocks


@torch.library.custom_op("corpus_s1027::moe_align_block_size", mutates_args=())
def moe_align_block_size(
    topk_ids: torch.Tensor, num_experts: int, block_size: int
) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    numel = topk_ids.numel()
    max_padded, max_blocks = _padded_sizes(numel, num_experts, block_size)

    per_expert: List[List[int]] = [[] for _ in range(num_experts)]
    for flat_idx, expert in enumerate(topk_ids.flatten().tolist()):
        per_expert[expert].append(flat_idx)

    sorted_ids = [numel] * max_padded
    expert_ids = [0] * max_blocks
    offset, block = 0, 0
    for expert, token_slots in enumerate(per_expert):
        if not token_slots:
            continue
        sorted_ids[offset:offset + len(token_slots)] = token_slots
        n_blocks = ceil_div(len(token_slots), block_size)
        expert_ids[block:block + n_blocks] = [expert] * n_blocks
        offset += n_blocks * block_size
        block += n_blocks

    device = topk_ids.device
    return (
        torch.tensor(sorted_ids, dtype=torch.int32, device=device),
        torch.tensor(expert_ids, dtype=torch.int32, device=device),
        torch.tensor([offset], dtype=torch.int32, device=device),
    )


@moe_align_block_size.register_fake
def _(topk_ids: torch.Tensor, num_experts: int, block_size: int):
    max_padded, max_blocks = _padded_sizes(topk_ids.numel(), num_experts, block_size)
    return (
        topk_ids.new_empty((max_padded,), dtype=torch.int32),
        topk_ids.new_empty((max_blocks,), dtype=torch.int32),
        topk_ids.new_empty((1,), dtype=torch.int32),
    )
