import torch
from torch import nn

from . import ops


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def forward(self, x: torch.Tensor, residual: torch.Tensor | None = None):
        if residual is not None:
            return ops.fused_add_rmsnorm(x, residual, self.weight, self.variance_epsilon)
        return ops.rmsnorm(x, self.weight, self.variance_epsilon)


norm = torch.compile(RMSNorm(8), fullgraph=True)
