import math

import torch

from .registry import register_scaler


@register_scaler("default")
class DefaultScaler:
    def __init__(self, dim: int, base: float = 10000.0):
        self.inv_freq = 1.0 / (base ** (torch.arange(0, dim, 2, dtype=torch.float32) / dim))

    def inv_freq_for(self, positions: torch.Tensor) -> torch.Tensor:
        return self.inv_freq.expand(positions.shape[0], -1)

    def attn_factor(self) -> float:
        return 1.0


@register_scaler("longrope")
class LongRopeScaler(DefaultScaler):
    """Switches between short/long factors per request based on its max position."""

    def __init__(self, dim: int, short_factor, long_factor, original_max_position: int,
                 max_position: int, base: float = 10000.0):
        super().__init__(dim, base)
        self.original_max_position = original_max_position
        self.scale = max_position / original_max_position
        self.short_inv = self.inv_freq / torch.tensor(short_factor, dtype=torch.float32)
        self.long_inv = self.inv_freq / torch.tensor(long_factor, dtype=torch.float32)

    def inv_freq_for(self, positions: torch.Tensor) -> torch.Tensor:
        # positions: [batch, seq]; decide per row without leaving the graph
        is_long = positions.amax(dim=-1, keepdim=True) >= self.original_max_position
        return torch.where(is_long, self.long_inv, self.short_inv)

    def attn_factor(self) -> float:
        if self.scale <= 1.0:
            return 1.0
        return math.sqrt(1 + math.log(self.scale) / math.log(self.original_max_position))
