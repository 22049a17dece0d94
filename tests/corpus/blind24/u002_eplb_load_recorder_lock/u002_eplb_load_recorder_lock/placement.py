from __future__ import annotations

import torch


class ExpertPlacement:
    """Maps logical expert ids to physical slots (with redundant replicas)."""

    def __init__(self, num_logical: int, num_redundant: int = 0):
        self.num_logical = num_logical
        self.num_physical = num_logical + num_redundant
        phys_to_log = torch.arange(self.num_physical) % num_logical
        self.physical_to_logical = phys_to_log
        self.logical_to_physical = torch.arange(num_logical)

    def to_physical(self, topk_ids: torch.Tensor) -> torch.Tensor:
        return self.logical_to_physical[topk_ids]
