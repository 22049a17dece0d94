from __future__ import annotations

import dataclasses
import functools
import math
from typing import Optional


@dataclasses.dataclass
class AttentionConfig:
    hidden_size: int = 16
    num_heads: int = 4
    num_kv_heads: Optional[int] = None
    rope_theta: float = 10000.0
    softmax_scale: Optional[float] = None
    attn_logit_softcap: Optional[float] = None

    def __post_init__(self) -> None:
        if self.num_kv_heads is None:
            self.num_kv_heads = self.num_heads
        if self.hidden_size % self.num_heads:
            raise ValueError(
                f"hidden_size={self.hidden_size} not divisible by num_heads={self.num_heads}"
            )

    # Derived values are computed on first use so that checkpoints that
    # override hidden_size / num_heads after construction stay consistent.
    @functools.cached_property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_heads

    @functools.cached_property
    def scaling(self) -> float:
        if self.softmax_scale is not None:
            return self.softmax_scale
        return 1.0 / math.sqrt(self.head_dim)

    @property
    def kv_groups(self) -> int:
        return self.num_heads // self.num_kv_heads
