from dataclasses import dataclass, field

import torch


@dataclass
class ExpertPlacement:
    """Maps global expert ids onto EP ranks (round-robin by default)."""

    num_experts: int
    ep_size: int = 1
    ep_rank: int = 0
    global_to_rank: list = field(default_factory=list)

    def __post_init__(self):
        if not self.global_to_rank:
            self.global_to_rank = [e % self.ep_size for e in range(self.num_experts)]

    def rank_lookup_tensor(self) -> torch.Tensor:
        return torch.tensor(self.global_to_rank, dtype=torch.long)

    def local_experts(self):
        return [e for e, r in enumerate(self.global_to_rank) if r == self.ep_rank]
