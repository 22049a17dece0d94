"""HF-style ACT2FN registry."""
import math
import warnings
from collections import OrderedDict

import torch
from torch import nn


class GELUTanh(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return nn.functional.gelu(x, approximate="tanh")


class NewGELUActivation(nn.Module):
    """Original GPT-2 formulation; kept for old checkpoints."""

    def __init__(self):
        super().__init__()
        warnings.warn("NewGELUActivation is deprecated, use gelu_pytorch_tanh", FutureWarning)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return 0.5 * x * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * torch.pow(x, 3.0))))


class ClippedGELU(nn.Module):
    def __init__(self, lo: float = -10.0, hi: float = 10.0):
        super().__init__()
        self.lo, self.hi = lo, hi

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if x.max().item() > self.hi or x.min().item() < self.lo:
            warnings.warn("ClippedGELU: clipping activations")
        return torch.clip(nn.functional.gelu(x), self.lo, self.hi)


class ClassInstantier(OrderedDict):
    def __getitem__(self, key):
        content = super().__getitem__(key)
        cls, kwargs = content if isinstance(content, tuple) else (content, {})
        return cls(**kwargs)


ACT2CLS = {
    "gelu_new": NewGELUActivation,
    "gelu_pytorch_tanh": GELUTanh,
    "gelu_clipped": (ClippedGELU, {"lo": -10.0, "hi": 10.0}),
    "silu": nn.SiLU,
}
ACT2FN = ClassInstantier(ACT2CLS)
