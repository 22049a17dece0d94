import torch
from torch import nn

from .knn import knn_graph


class DynamicEdgeConv(nn.Module):
    """EdgeConv that rebuilds the kNN graph in feature space each layer."""

    def __init__(self, in_dim: int, out_dim: int, k: int = 8):
        super().__init__()
        self.k = k
        self.mlp = nn.Sequential(nn.Linear(2 * in_dim, out_dim), nn.ReLU(), nn.Linear(out_dim, out_dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        edge_index = knn_graph(x, self.k)
        src, dst = edge_index
        msg = self.mlp(torch.cat([x[dst], x[src] - x[dst]], dim=-1))
        out = torch.full_like(msg[: x.size(0)], float("-inf"))
        out = out.scatter_reduce(0, dst.unsqueeze(-1).expand_as(msg), msg, reduce="amax", include_self=True)
        return out
