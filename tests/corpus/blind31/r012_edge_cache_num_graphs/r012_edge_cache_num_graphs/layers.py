import torch
from torch import nn


class GINLayer(nn.Module):
    def __init__(self, dim: int, eps: float = 0.0):
        super().__init__()
        self.eps = eps
        self.mlp = nn.Sequential(nn.Linear(dim, dim), nn.ReLU(), nn.Linear(dim, dim))

    def forward(self, x: torch.Tensor, edge_index: torch.Tensor) -> torch.Tensor:
        src, dst = edge_index
        agg = torch.zeros_like(x).index_add_(0, dst, x[src])
        return self.mlp((1.0 + self.eps) * x + agg)


class SumReadout(nn.Module):
    def __init__(self, cache):
        super().__init__()
        self.cache = cache

    def forward(self, x: torch.Tensor, batch: torch.Tensor, num_graphs: int) -> torch.Tensor:
        out = self.cache.readout_buffer(num_graphs, x.size(1), x)
        return out.index_add(0, batch, x)
