import time
from dataclasses import dataclass, field
from typing import Optional

import torch


@dataclass
class ForwardBatchMeta:
    num_tokens: int
    is_prefill: bool
    positions: Optional[torch.Tensor] = None
    created_at: float = field(default_factory=time.monotonic)

    @classmethod
    def for_decode(cls, input_ids: torch.Tensor) -> "ForwardBatchMeta":
        n = input_ids.shape[0]
        return cls(num_tokens=n, is_prefill=False, positions=torch.arange(n, device=input_ids.device))
