from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class MoEConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    num_experts: int = 4
    top_k: int = 2
    capacity_factor: float = 1.25
    renormalize: bool = True
    drop_policy: str = "probs"  # "probs" | "position"

    def expert_capacity(self, num_tokens: int) -> int:
        per_expert = num_tokens * self.top_k / self.num_experts
        return max(1, int(math.ceil(per_expert * self.capacity_factor)))
