import os
from dataclasses import dataclass

import torch.distributed as dist


@dataclass(frozen=True)
class ExpertParallelInfo:
    ep_size: int
    ep_rank: int
    num_local_experts: int


def _ep_size_from_env() -> int:
    return int(os.environ.get("MOE_EP_SIZE", "1"))


def get_expert_parallel_info(num_experts: int) -> ExpertParallelInfo:
    if dist.is_initialized():
        ep_size = min(dist.get_world_size(), num_experts)
        ep_rank = dist.get_rank() % ep_size
    else:
        ep_size, ep_rank = _ep_size_from_env(), 0
    return ExpertParallelInfo(ep_size, ep_rank, num_experts // ep_size)
