"""Token -> expert bucketing. The CUDA build ships a kernel; this is the host fallback."""
import os

import torch

_BLOCK = int(os.environ.get("SGLANG_MOE_ALIGN_BLOCK", "4"))


@torch.library.custom_op("blind48_s739::moe_sort_tokens", mutates_args=())
def moe_sort_tokens(topk_ids: torch.Tensor, num_experts: int) -> tuple[torch.Tensor, torch.Tensor]:
    flat = topk_ids.flatten().tolist()
    buckets: list[list[int]] = [[] for _ in range(num_experts)]
    for slot, expert in enumerate(flat):
        buckets[expert].append(slot)
    order = [slot for bucket in buckets for slot in bucket]
    counts = [len(b) for b in buckets]
    if os.environ.get("SGLANG_MOE_ALIGN_CHECK", "0") == "1":
        assert sum(counts) == len(flat), "lost tokens while sorting"
    return (
        torch.tensor(order, dtype=torch.int64, device=topk_ids.device),
        torch.tensor(counts, dtype=torch.int64, device=topk_ids.device),
    )


@moe_sort_tokens.register_fake
def _(topk_ids: torch.Tensor, num_experts: int):
    return (
        topk_ids.new_empty(topk_ids.numel(), dtype=torch.int64),
        topk_ids.new_empty(num_experts, dtype=torch.int64),
    )
