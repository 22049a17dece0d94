from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Optional, Tuple

import torch

from . import envs

logger = logging.getLogger(__name__)


@dataclass
class FusedMoEParallelConfig:
    tp_size: int
    tp_rank: int
    ep_size: int
    ep_rank: int
    use_ep: bool

    @property
    def use_all2all_kernels(self) -> bool:
        return self.use_ep and self.ep_size > 1 and torch.distributed.is_initialized()

    @staticmethod
    def make(tp_size: int = 1, enable_expert_parallel: bool = True) -> "FusedMoEParallelConfig":
        if not enable_expert_parallel:
            return FusedMoEParallelConfig(tp_size, 0, 1, 0, False)
        ep_size = envs.VLLM_EP_SIZE
        ep_rank = envs.VLLM_EP_RANK
        return FusedMoEParallelConfig(1, 0, ep_size, ep_rank, True)


def determine_expert_map(
    ep_size: int,
    ep_rank: int,
    global_num_experts: int,
    expert_placement_strategy: str = "linear",
) -> Tuple[int, Optional[torch.Tensor]]:
    assert ep_size > 0
    if ep_size == 1:
        return (global_num_experts, None)

    base_experts = global_num_experts // ep_size
    remainder = global_num_experts % ep_size
    local_num_experts = base_experts + 1 if ep_rank < remainder else base_experts

    expert_map = torch.full((global_num_experts,), -1, dtype=torch.int32)
    if expert_placement_strategy == "linear":
        start_idx = ep_rank * base_experts + min(ep_rank, remainder)
        expert_map[start_idx:start_idx + local_num_experts] = torch.arange(
            0, local_num_experts, dtype=torch.int32
        )
    elif expert_placement_strategy == "round_robin":
        local_log_experts = torch.arange(ep_rank, global_num_experts, ep_size, dtype=torch.int32)
        expert_map[local_log_experts] = torch.arange(0, local_num_experts, dtype=torch.int32)
    else:
        raise ValueError(f"Unsupported expert placement strategy {expert_placement_strategy!r}")

    logger.info(
        "[EP Rank %s/%s] Expert parallelism is enabled. Local/global experts: %s/%s. "
        "Experts local to global index map: %s.",
        ep_rank, ep_size, local_num_experts, global_num_experts,
        {int(g): int(l) for g, l in enumerate(expert_map.tolist()) if l != -1},
    )
    return (local_num_experts, expert_map)
