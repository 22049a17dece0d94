from dataclasses import dataclass

import torch


@dataclass(frozen=True)
class ExpertParallelConfig:
    global_num_experts: int
    ep_size: int
    ep_rank: int

    @property
    def num_local_experts(self) -> int:
        return self.global_num_experts // self.ep_size

    @property
    def first_local_expert(self) -> int:
        return self.ep_rank * self.num_local_experts

    def build_expert_map(self) -> torch.Tensor:
        """global expert id -> local expert id, -1 for experts owned by other ranks."""
        expert_map = torch.full((self.global_num_experts,), -1, dtype=torch.int32)
        start = self.first_local_expert
        expert_map[start : start + self.num_local_experts] = torch.arange(self.num_local_experts, dtype=torch.int32)
        return expert_map
