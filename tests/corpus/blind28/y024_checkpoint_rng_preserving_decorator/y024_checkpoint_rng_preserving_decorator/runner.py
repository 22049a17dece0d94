import torch
from torch import nn
import torch.nn.functional as F

from .recompute import activation_checkpoint


class GatedMLP(nn.Module):
    def __init__(self, dim: int, hidden: int, dropout: float = 0.1):
        super().__init__()
        self.gate = nn.Linear(dim, hidden, bias=False)
        self.up = nn.Linear(dim, hidden, bias=False)
        self.down = nn.Linear(hidden, dim, bias=False)
        self.dropout = dropout

    @activation_checkpoint(preserve_rng=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = F.silu(self.gate(x)) * self.up(x)
        h = F.dropout(h, self.dropout, training=self.training)
        return self.down(h)


class TokenRunner(nn.Module):
    def __init__(self, dim: int = 8, depth: int = 2):
        super().__init__()
        self.norms = nn.ModuleList(nn.RMSNorm(dim) for _ in range(depth))
        self.mlps = nn.ModuleList(GatedMLP(dim, 4 * dim) for _ in range(depth))
        self.eval()

    @torch.compile(fullgraph=True)
    def forward_tokens(self, hidden: torch.Tensor) -> torch.Tensor:
        for norm, mlp in zip(self.norms, self.mlps):
            hidden = hidden + mlp(norm(hidden))
        return hidden
