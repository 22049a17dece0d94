"""Per-batch sampling tensors, built once per scheduler step."""
from __future__ import annotations

from dataclasses import dataclass

import torch


@dataclass
class SamplingTensors:
    temperatures: torch.Tensor        # [B] float
    presence_penalties: torch.Tensor  # [B] float
    frequency_penalties: torch.Tensor  # [B] float
    repetition_penalties: torch.Tensor  # [B] float
    top_k: int = 0

    @classmethod
    def from_lists(cls, temps, presence, frequency, repetition, top_k: int = 0) -> "SamplingTensors":
        as_t = lambda xs: torch.tensor(xs, dtype=torch.float32)  # noqa: E731
        return cls(as_t(temps), as_t(presence), as_t(frequency), as_t(repetition), top_k)

    @property
    def batch_size(self) -> int:
        return self.temperatures.shape[0]


DEFAULT_TENSORS = SamplingTensors.from_lists(
    temps=[0.7, 1.0, 0.9, 1.0],
    presence=[0.0, 0.5, 0.0, 0.2],
    frequency=[0.1, 0.0, 0.0, 0.3],
    repetition=[1.0, 1.1, 1.0, 1.2],
    top_k=4,
)
