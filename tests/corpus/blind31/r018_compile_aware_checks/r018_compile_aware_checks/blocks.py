import torch
from torch import nn

from . import debug


class EdgeNetwork(nn.Module):
    """MPNN edge network: edge_attr -> per-edge weight matrix."""

    def __init__(self, dim: int, edge_dim: int):
        super().__init__()
        self.dim = dim
        self.net = nn.Sequential(nn.Linear(edge_dim, 32), nn.ReLU(), nn.Linear(32, dim * dim))

    def forward(self, x, edge_index, edge_attr):
        debug.check_edges(edge_index, x.size(0))
        src, dst = edge_index
        w = self.net(edge_attr).view(-1, self.dim, self.dim)
        msg = torch.bmm(w, x[src].unsqueeze(-1)).squeeze(-1)
        out = torch.zeros_like(x).index_add_(0, dst, msg)
        debug.check_finite("edge_network.out", out)
        return out


class GRUUpdate(nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        self.gru = nn.GRUCell(dim, dim)

    def forward(self, m, h):
        return self.gru(m, h)
