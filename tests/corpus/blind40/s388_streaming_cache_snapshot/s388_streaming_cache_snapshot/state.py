import copy
from dataclasses import dataclass, field
from typing import List

import torch


@dataclass
class ChunkCacheState:
    """Left-context caches of a chunked streaming encoder, one entry per layer."""

    key_cache: List[torch.Tensor] = field(default_factory=list)
    value_cache: List[torch.Tensor] = field(default_factory=list)
    conv_cache: List[torch.Tensor] = field(default_factory=list)
    processed_frames: int = 0

    @classmethod
    def empty(cls, num_layers: int, left_context: int, d_model: int, kernel: int) -> "ChunkCacheState":
        return cls(
            key_cache=[torch.zeros(1, left_context, d_model) for _ in range(num_layers)],
            value_cache=[torch.zeros(1, left_context, d_model) for _ in range(num_layers)],
            conv_cache=[torch.zeros(1, d_model, kernel - 1) for _ in range(num_layers)],
        )

    def snapshot(self) -> "ChunkCacheState":
        """Copy kept so an endpointer can roll back a chunk whose partial result is revised."""
        return copy.deepcopy(self)
