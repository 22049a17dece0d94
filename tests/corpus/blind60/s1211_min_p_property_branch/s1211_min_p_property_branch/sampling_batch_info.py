from __future__ import annotations

import dataclasses
from typing import List, Optional

import torch


@dataclasses.dataclass
class SamplingBatchInfo:
    """Per-batch sampling parameters, laid out as device tensors."""

    temperatures: torch.Tensor
    top_ps: torch.Tensor
    top_ks: torch.Tensor
    min_ps: torch.Tensor

    # Whether all requests use greedy sampling
    is_all_greedy: bool = False

    # Bias added to the logits before sampling, shape [bs, vocab]
    logit_bias: Optional[torch.Tensor] = None

    @classmethod
    def from_lists(
        cls,
        temperatures: List[float],
        top_ps: List[float],
        top_ks: List[int],
        min_ps: List[float],
        device: str = "cpu",
    ) -> "SamplingBatchInfo":
        return cls(
            temperatures=torch.tensor(temperatures, dtype=torch.float32, device=device).view(-1, 1),
            top_ps=torch.tensor(top_ps, dtype=torch.float32, device=device),
            top_ks=torch.tensor(top_ks, dtype=torch.int32, device=device),
            min_ps=torch.tensor(min_ps, dtype=torch.float32, device=device),
            is_all_greedy=all(k <= 1 for k in top_ks),
        )

    @property
    def batch_size(self) -> int:
        return self.temperatures.shape[0]

    @property
    def need_min_p_sampling(self) -> bool:
        return bool(torch.any(self.min_ps > 0))

    def apply_logit_bias(self, logits: torch.Tensor) -> torch.Tensor:
        if self.logit_bias is not None:
            logits = logits + self.logit_bias
        return logits
