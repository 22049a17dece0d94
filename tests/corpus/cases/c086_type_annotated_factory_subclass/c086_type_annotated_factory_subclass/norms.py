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
        warnings.warn("GemmaRMSNorm: (1 + weight) scaling is experimental")
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * (1.0 + self.weight)


_NORMS = {"rms": RMSNorm, "gemma_rms": GemmaRMSNorm}


def norm_class(kind: str) -> Type[NormBase]:
    return _NORMS[kind]
