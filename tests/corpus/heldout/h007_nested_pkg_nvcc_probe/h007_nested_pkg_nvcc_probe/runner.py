import torch
from torch import nn

from .layers.quant import NVFP4Linear


class TinyDecoder(nn.Module):
    def __init__(self, hidden: int = 16) -> None:
        super().__init__()
        self.up = NVFP4Linear(hidden, 2 * hidden)
        self.down = NVFP4Linear(2 * hidden, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.down(torch.relu(self.up(x)))


model = TinyDecoder()
forward_compiled = torch.compile(model.forward, fullgraph=True)
