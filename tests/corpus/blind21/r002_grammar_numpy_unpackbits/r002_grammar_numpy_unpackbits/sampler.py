"""Sampler front-end used by the decode loop when requests carry a grammar."""
from __future__ import annotations

import dataclasses

import torch

from .backends import get_backend


@dataclasses.dataclass(frozen=True)
class StructuredOutputConfig:
    backend: str = "xgrammar"
    temperature: float = 0.7


class StructuredSampler(torch.nn.Module):
    def __init__(self, config: StructuredOutputConfig = StructuredOutputConfig()):
        super().__init__()
        self.config = config
        self.backend = get_backend(config.backend)

    def forward(self, logits: torch.Tensor, bitmask: torch.Tensor, rows: torch.Tensor) -> torch.Tensor:
        logits = self.backend.apply(logits.float(), bitmask, rows)
        probs = torch.softmax(logits / self.config.temperature, dim=-1)
        return probs.argmax(dim=-1)


sampler = torch.compile(StructuredSampler(), fullgraph=True)
