from abc import ABC, abstractmethod

import torch
from torch import nn


class LogitsProcessor(nn.Module, ABC):
    """Template: scale, then apply the subclass-specific mask."""

    def __init__(self, temperature: float = 1.0) -> None:
        super().__init__()
        self.temperature = temperature

    def _scale(self, logits: torch.Tensor) -> torch.Tensor:
        return logits / self.temperature

    @abstractmethod
    def build_mask(self, logits: torch.Tensor) -> torch.Tensor: ...

    def forward(self, logits: torch.Tensor) -> torch.Tensor:
        logits = self._scale(logits)
        mask = self.build_mask(logits)
        return logits.masked_fill(~mask, float("-inf"))
