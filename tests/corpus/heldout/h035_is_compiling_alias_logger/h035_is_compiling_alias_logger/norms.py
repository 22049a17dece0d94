import logging

import torch
from torch import nn
from torch.compiler import is_compiling as _in_compile

logger = logging.getLogger(__name__)


class LayerNorm2d(nn.Module):
    """Channel-first LayerNorm (ConvNeXt style)."""

    def __init__(self, channels: int, eps: float = 1e-6) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.ones(channels))
        self.bias = nn.Parameter(torch.zeros(channels))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if not _in_compile():
            logger.info("LayerNorm2d eager path, input %s", tuple(x.shape))
        u = x.mean(1, keepdim=True)
        s = (x - u).pow(2).mean(1, keepdim=True)
        x = (x - u) / torch.sqrt(s + self.eps)
        return self.weight[:, None, None] * x + self.bias[:, None, None]


class ConvNeXtStem(nn.Module):
    def __init__(self, c_in: int = 3, c_out: int = 8) -> None:
        super().__init__()
        self.conv = nn.Conv2d(c_in, c_out, kernel_size=2, stride=2)
        self.norm = LayerNorm2d(c_out)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.norm(self.conv(x))


stem = ConvNeXtStem()
stem_compiled = torch.compile(stem, fullgraph=True)
