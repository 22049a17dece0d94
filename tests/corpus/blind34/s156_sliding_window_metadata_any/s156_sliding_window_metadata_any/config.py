from dataclasses import dataclass
from typing import Optional


@dataclass(frozen=True)
class AttentionConfig:
    num_heads: int = 2
    head_dim: int = 4
    block_size: int = 4
    sliding_window: Optional[int] = 6
