import warnings
from typing import Type

import torch
from torch import nn


class NormBase(nn.Module):
    def __init__(self, d: int) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.ones(d))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


class RMSNorm(NormBase):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * self.weight


class GemmaRMSNorm(NormBase):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x32 = x.float()
        out = x32 * torch.rsqrt(x32.pow(2).mean(-1, keepdim=True) + 1e-6) * (1.0 + self.weight.float())
        return out.to(x.dtype)


class LegacyLayerNorm(nn.Module):
    """Not a NormBase: never returned by norm_class."""

    def __init__(self, d: int) -> None:
        super().__init__()
        self.ln = nn.LayerNorm(d)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        warnings.warn("LegacyLayerNorm is deprecated")
        return self.ln(x)


_NORMS = {"rms": RMSNorm, "gemma_rms": GemmaRMSNorm}


def norm_class(kind: str) -> Type[NormBase]:
    return _NORMS[kind]
