from __future__ import annotations

from typing import Tuple

import torch


def _max_num_tokens_padded(numel: int, num_experts: int, block_size: int) -> int:
    return numel + num_experts * (block_size - 1)


@torch.library.custom_op("corpus_s1228::moe_align_block_size", mutates_args=())
def moe_align_block_size_impl(
    topk_ids: torch.Tensor, num_experts: int, block_size: int
) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    numel = topk_ids.numel()
    max_padded = _max_num_tokens_padded(numel, num_experts, block_size)
    flat = topk_ids.flatten().tolist()

    buckets = [[] for _ in range(num_experts)]
    for idx, expert in enumerate(flat):
        buckets[expert].append(idx)

    sorted_ids = []
    expert_ids = []
    for expert, bucket in enumerate(buckets):
        if not bucket:
            continue
        padded_len = -(len(bucket) // -block_size) * block_size
        sorted_ids.extend(bucket + [numel] * (padded_len - len(bucket)))
        expert_ids.extend([expert] * (padded_len // block_size))
    num_tokens_post_pad = len(sorted_ids)

    sorted_ids.extend([numel] * (max_padded - len(sorted_ids)))
    expert_ids.extend([0] * (max_padded // block_size - len(expert_ids)))
    device = topk_ids.device
    return (
        torch.tensor(sorted_ids, dtype=torch.int32, device=device),
        torch.tensor(expert_ids, dtype=torch.int32, device=device),
        torch.tensor([num_tokens_post_pad], dtype=torch.int32, device=device),
    )


@moe_align_block_size_impl.register_fake
def _(topk_ids: torch.Tensor, num_experts: int, block_size: int):
    max_padded = _max_num_tokens_padded(topk_ids.numel(), num_experts, block_size)
    return (
        topk_ids.new_empty((max_padded,), dtype=torch.int32),
        topk_ids.new_empty((max_padded // block_size,), dtype=torch.int32),
        topk_ids.new_empty((1,), dtype=torch.int32),
    )


def moe_align_block_size(topk_ids: torch.Tensor, block_size: int, num_experts: int):
    return torch.ops.corpus_s1228.moe_align_block_size(topk_ids, num_experts, block_size)
