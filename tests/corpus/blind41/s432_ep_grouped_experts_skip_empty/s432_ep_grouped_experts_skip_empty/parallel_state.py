"""Minimal expert-parallel group bookkeeping (single process fallback)."""
import torch.distributed as dist

_EP_SIZE = 1
_EP_RANK = 0


def get_moe_expert_parallel_world_size() -> int:
    if dist.is_available() and dist.is_initialized():
        return _EP_SIZE
    return 1


def get_moe_expert_parallel_rank() -> int:
    if dist.is_available() and dist.is_initialized():
        return _EP_RANK
    return 0


def local_expert_range(num_experts: int) -> tuple[int, int]:
    ep_size = get_moe_expert_parallel_world_size()
    ep_rank = get_moe_expert_parallel_rank()
    per_rank = num_experts // ep_size
    return ep_rank * per_rank, (ep_rank + 1) * per_rank
