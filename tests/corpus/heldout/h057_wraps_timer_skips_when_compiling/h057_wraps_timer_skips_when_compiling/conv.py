import torch
from torch import nn

from .instrument import instrumented


class DepthwiseConvBlock(nn.Module):
    def __init__(self, c: int = 4) -> None:
        super().__init__()
        self.dw = nn.Conv1d(c, c, kernel_size=3, padding=1, groups=c)
        self.pw = nn.Conv1d(c, c, kernel_size=1)

    @instrumented
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.pw(nn.functional.silu(self.dw(x)))


class ConformerConvModule(nn.Module):
    def __init__(self, c: int = 4) -> None:
        super().__init__()
        self.blocks = nn.ModuleList([DepthwiseConvBlock(c), DepthwiseConvBlock(c)])

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for blk in self.blocks:
            x = blk(x)
        return x


conv_module = ConformerConvModule()
conv_fn = torch.compile(conv_module, fullgraph=True)
