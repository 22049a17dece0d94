import torch
from torch import nn

from .timing import Timer


class Engine(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(8, 8), nn.GELU(), nn.Linear(8, 8))
        self.timer = Timer()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.timer.mark()
        y = self.body(x)
        self.timer.mark()
        return y


compiled = torch.compile(Engine(), fullgraph=True)
