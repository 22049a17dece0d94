import logging

import torch
from torch import nn

from .jit import load_quant_kernel

logger = logging.getLogger(__name__)


def quantize(x: torch.Tensor) -> torch.Tensor:
    kernel = load_quant_kernel()
    if not torch.compiler.is_compiling():
        logger.debug("quantizing with %s", kernel)  # guarded: fine
    return torch.round(x * 8) / 8


class QuantLinear(nn.Module):
    def __init__(self, n: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(n, n))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return quantize(x) @ self.weight.t()


class Block(nn.Module):
    def __init__(self, n: int):
        super().__init__()
        self.proj = QuantLinear(n)
        self.norm = nn.LayerNorm(n)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        logger.info("block forward")  # a barrier: unguarded logging
        return self.norm(x + self.proj(x))
