import torch
from torch import nn

from .profiling import ProfiledModule


class RMSNorm(ProfiledModule):
    def __init__(self, hidden: int = 8, eps: float = 1e-5):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.annotate(x)
        var = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(var + self.eps) * self.weight


model = torch.compile(RMSNorm(), fullgraph=True)
