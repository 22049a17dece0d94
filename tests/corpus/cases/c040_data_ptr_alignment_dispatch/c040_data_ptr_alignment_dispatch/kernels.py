import torch
from torch import nn

from .align import is_16b_aligned


class VectorizedScale(nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = nn.Parameter(torch.ones(8))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if is_16b_aligned(x):
            return x * self.scale
        return (x.contiguous() * self.scale).clone()


compiled = torch.compile(VectorizedScale(), fullgraph=True)
