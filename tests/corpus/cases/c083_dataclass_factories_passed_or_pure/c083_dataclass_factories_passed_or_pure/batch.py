import time
from dataclasses import dataclass, field
from typing import Dict, List, Optional

import torch


@dataclass
class StepInfo:
    num_tokens: int
    positions: Optional[torch.Tensor] = None
    enqueued_at: float = field(default_factory=time.monotonic)
    extra: Dict[str, int] = field(default_factory=dict)
    seq_ids: List[int] = field(default_factory=lambda: [0])

    @classmethod
    def for_forward(cls, x: torch.Tensor, now: float) -> "StepInfo":
        return cls(x.shape[0], torch.arange(x.shape[0]), now)
