import logging
import time
from dataclasses import dataclass
from typing import Optional

import torch

logger = logging.getLogger(__name__)


@dataclass
class EplbState:
    """Expert parallelism load balancer (EPLB) state of one MoE model."""

    physical_to_logical_map: torch.Tensor  # (num_moe_layers, num_physical_experts)
    logical_to_physical_map: torch.Tensor  # (num_moe_layers, num_logical_experts, max_replicas)
    logical_replica_count: torch.Tensor  # (num_moe_layers, num_logical_experts)
    expert_load_pass: torch.Tensor  # (num_moe_layers, num_physical_experts)
    expert_rearrangement_step: int = 0
    expert_rearrangement_step_interval: int = 3000
    last_rearrange_time: Optional[float] = None

    @classmethod
    def build_initial_global_physical_to_logical_map(
        cls, num_routed_experts: int, num_redundant_experts: int
    ) -> list:
        global_map = list(range(num_routed_experts))
        global_map += [i % num_routed_experts for i in range(num_redundant_experts)]
        return global_map

    @classmethod
    def build(cls, num_moe_layers: int, num_logical_experts: int, num_redundant_experts: int) -> "EplbState":
        p2l = cls.build_initial_global_physical_to_logical_map(num_logical_experts, num_redundant_experts)
        num_physical = len(p2l)
        max_replicas = num_physical - num_logical_experts + 1
        physical_to_logical_map = torch.tensor(p2l, dtype=torch.long).expand(num_moe_layers, -1).contiguous()
        logical_to_physical_map = torch.full((num_moe_layers, num_logical_experts, max_replicas), -1, dtype=torch.long)
        logical_replica_count = torch.zeros((num_moe_layers, num_logical_experts), dtype=torch.long)
        for physical_id, logical_id in enumerate(p2l):
            slot = logical_replica_count[0, logical_id]
            logical_to_physical_map[:, logical_id, slot] = physical_id
            logical_replica_count[:, logical_id] += 1
        logger.info("EPLB: %d logical experts mapped onto %d physical slots", num_logical_experts, num_physical)
        return cls(
            physical_to_logical_map=physical_to_logical_map,
            logical_to_physical_map=logical_to_physical_map,
            logical_replica_count=logical_replica_count,
            expert_load_pass=torch.zeros((num_moe_layers, num_physical), dtype=torch.int32),
            last_rearrange_time=time.monotonic(),
        )

    def step(self, log_stats: bool = False) -> None:
        self.expert_rearrangement_step += 1
        if log_stats:
            load = self.expert_load_pass.float()
            balancedness = (load.mean(dim=-1) / load.max(dim=-1).values.clamp(min=1)).mean().item()
            logger.info("EPLB step %d: avg balancedness %.4f", self.expert_rearrangement_step, balancedness)
        if self.expert_rearrangement_step >= self.expert_rearrangement_step_interval:
            self.expert_rearrangement_step = 0
            self.rearrange()

    def rearrange(self) -> None:
        start = time.perf_counter()
        # weight exchange happens here on a real deployment
        self.expert_load_pass.zero_()
        self.last_rearrange_time = time.monotonic()
        logger.info("EPLB rearrangement took %.2fs", time.perf_counter() - start)
