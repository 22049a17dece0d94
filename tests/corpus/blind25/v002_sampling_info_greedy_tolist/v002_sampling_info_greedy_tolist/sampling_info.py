from dataclasses import dataclass
from typing import Optional

import torch

_GREEDY_EPS = 1e-5


@dataclass
class SamplingBatchInfo:
    """Per-batch sampling parameters, already laid out as device tensors."""

    temperatures: torch.Tensor
    top_ps: torch.Tensor
    top_ks: Optional[torch.Tensor] = None
    vocab_mask: Optional[torch.Tensor] = None

    @classmethod
    def from_tensors(cls, temperatures: torch.Tensor, top_ps: torch.Tensor) -> "SamplingBatchInfo":
        return cls(temperatures=temperatures.view(-1, 1), top_ps=top_ps)

    @property
    def batch_size(self) -> int:
        return self.temperatures.shape[0]

    @property
    def need_top_p(self) -> bool:
        return self.top_ps is not None

    def is_all_greedy(self) -> bool:
        # a request with temperature ~0 is decoded greedily
        return all(t <= _GREEDY_EPS for t in self.temperatures.flatten().tolist())

    def scaled_temperatures(self) -> torch.Tensor:
        return self.temperatures.clamp(min=_GREEDY_EPS)
