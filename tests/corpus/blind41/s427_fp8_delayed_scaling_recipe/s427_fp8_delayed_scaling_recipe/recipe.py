"""FP8 delayed-scaling recipe (Transformer-Engine style amax history)."""
import enum
from dataclasses import dataclass

import torch


class Format(enum.Enum):
    E4M3 = "e4m3"
    HYBRID = "hybrid"  # E4M3 forward, E5M2 backward

    @property
    def fwd_max(self) -> float:
        return torch.finfo(torch.float8_e4m3fn).max

    @property
    def fwd_dtype(self) -> torch.dtype:
        return torch.float8_e4m3fn


@dataclass
class DelayedScaling:
    margin: int = 0
    fp8_format: Format = Format.HYBRID
    amax_history_len: int = 16
    amax_compute_algo: str = "max"

    def reduce_history(self, amax_history: torch.Tensor) -> torch.Tensor:
        if self.amax_compute_algo == "max":
            return amax_history.amax(dim=0)
        return amax_history[0]

    def compute_scale(self, amax_history: torch.Tensor, prev_scale: torch.Tensor) -> torch.Tensor:
        amax = self.reduce_history(amax_history)
        new_scale = (self.fp8_format.fwd_max / amax) / (2.0 ** self.margin)
        # before the first observation the history is all zeros: keep the old scale
        if amax > 0.0:
            return new_scale
        return prev_scale
