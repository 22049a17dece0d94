import torch
from torch import nn

from . import env


class BiasGelu(nn.Module):
    def __init__(self):
        super().__init__()
        self.bias = nn.Parameter(torch.zeros(8))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if env.USE_FUSED:
            return nn.functional.gelu(x + self.bias, approximate="tanh")
        return nn.functional.gelu(x + self.bias)


compiled = torch.compile(BiasGelu(), fullgraph=True)
