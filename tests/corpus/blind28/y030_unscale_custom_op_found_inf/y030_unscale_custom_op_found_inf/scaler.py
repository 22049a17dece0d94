import math

import torch

from .ops import unscale_checked

FP16_MAX = 65504.0


class StaticLossScaler:
    """Fixed power-of-two scale chosen from the expected activation range."""

    def __init__(self, expected_max: float = 100.0, headroom_bits: int = 2):
        self.expected_max = expected_max
        self.headroom_bits = headroom_bits

    @property
    def scale(self) -> float:
        bits = math.floor(math.log2(FP16_MAX / self.expected_max)) - self.headroom_bits
        return float(2 ** max(bits, 0))

    def scale_(self, t: torch.Tensor) -> torch.Tensor:
        return t * self.scale

    def unscale(self, t: torch.Tensor) -> torch.Tensor:
        return unscale_checked(t, 1.0 / self.scale, FP16_MAX)
