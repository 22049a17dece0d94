from __future__ import annotations

from typing import TYPE_CHECKING, Optional

import torch
from torch import nn

if TYPE_CHECKING:
    from .config import ModelConfig


class Gate(nn.Module):
    def __init__(self, config: Optional[ModelConfig] = None):
        super().__init__()
        self.proj = nn.Linear(8, 8)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.sigmoid(self.proj(x)) * x


compiled = torch.compile(Gate(), fullgraph=True)
