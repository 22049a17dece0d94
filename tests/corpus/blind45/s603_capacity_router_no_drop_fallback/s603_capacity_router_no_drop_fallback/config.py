import math
import warnings
from dataclasses import dataclass
from typing import Optional


@dataclass
class CapacityConfig:
    """Token-dropping settings (GShard / Switch style).

    ``capacity_factor=None`` means dropless: every expert accepts every token.
    """

    capacity_factor: Optional[float] = None
    eval_capacity_factor: Optional[float] = None
    min_capacity: int = 4
    pad_to_capacity: bool = False

    def expert_capacity(self, num_tokens: int, num_experts: int, top_k: int, training: bool = True) -> int:
        factor = self.capacity_factor if training else self.eval_capacity_factor
        if factor is None:
            warnings.warn(
                "capacity_factor is not set; falling back to dropless routing "
                "(capacity = num_tokens * top_k)",
                stacklevel=3,
            )
            return num_tokens * top_k
        capacity = math.ceil(num_tokens * top_k * factor / num_experts)
        return max(capacity, self.min_capacity)
