import torch
from torch import nn

from . import norm as gnorm


class GCNConv(nn.Module):
    def __init__(self, in_dim: int, out_dim: int, improved: bool = False, cached: bool = False):
        super().__init__()
        self.lin = nn.Linear(in_dim, out_dim, bias=False)
        self.bias = nn.Parameter(torch.zeros(out_dim))
        self.improved = improved
        self.cached = cached

    def normalize(self, edge_index: torch.Tensor, num_nodes: int):
        return gnorm.gcn_norm(edge_index, num_nodes, improved=self.improved)

    def forward(self, x: torch.Tensor, edge_index: torch.Tensor) -> torch.Tensor:
        edge_index, w = self.normalize(edge_index, x.size(0))
        h = self.lin(x)
        src, dst = edge_index
        out = torch.zeros_like(h).index_add_(0, dst, h[src] * w.unsqueeze(-1))
        return out + self.bias
