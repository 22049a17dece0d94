import torch
from torch import nn

from .norm import EMANorm


class Tower(nn.Module):
    def __init__(self, dim: int = 8, depth: int = 2):
        super().__init__()
        self.layers = nn.ModuleList()
        for _ in range(depth):
            self.layers.append(nn.Linear(dim, dim))
            self.layers.append(EMANorm(dim))
        self.out = nn.Linear(dim, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = layer(x)
            if isinstance(layer, EMANorm):
                x = torch.nn.functional.gelu(x)
        return self.out(x)


compiled = torch.compile(Tower().eval(), fullgraph=True)
