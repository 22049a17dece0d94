"""Message passing layers."""
import torch
from torch import nn


def scatter_sum(src: torch.Tensor, index: torch.Tensor, dim_size: int) -> torch.Tensor:
    out = src.new_zeros(dim_size, src.size(-1))
    return out.index_add_(0, index, src)


class EdgeConv(nn.Module):
    def __init__(self, in_dim: int, out_dim: int):
        super().__init__()
        self.msg = nn.Sequential(nn.Linear(2 * in_dim + 3, out_dim), nn.SiLU(), nn.Linear(out_dim, out_dim))
        self.update = nn.Linear(in_dim + out_dim, out_dim)

    def forward(self, x, edge_index, edge_vec):
        src, dst = edge_index[0], edge_index[1]
        m = self.msg(torch.cat([x[dst], x[src], edge_vec], dim=-1))
        agg = scatter_sum(m, dst, x.size(0))
        return self.update(torch.cat([x, agg], dim=-1))
