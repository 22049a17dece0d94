import torch
from torch import nn

from .ops import REDUCERS


class SegmentPool(nn.Module):
    def __init__(self, reduce: str = "mean"):
        super().__init__()
        self.reducer = REDUCERS[reduce]

    def forward(self, x: torch.Tensor, ptr: torch.Tensor) -> torch.Tensor:
        return self.reducer(x, ptr)


class MultiPoolReadout(nn.Module):
    def __init__(self, dim: int = 8, out_dim: int = 4, reductions=("mean", "max")):
        super().__init__()
        self.node_mlp = nn.Sequential(nn.Linear(dim, dim), nn.GELU())
        self.pools = nn.ModuleList(SegmentPool(r) for r in reductions)
        self.out = nn.Linear(dim * len(reductions), out_dim)

    def forward(self, x: torch.Tensor, ptr: torch.Tensor) -> torch.Tensor:
        h = self.node_mlp(x)
        pooled = torch.cat([pool(h, ptr) for pool in self.pools], dim=-1)
        return self.out(pooled)


_readout = MultiPoolReadout()


@torch.compile(fullgraph=True)
def graph_readout(x: torch.Tensor, ptr: torch.Tensor) -> torch.Tensor:
    return _readout(x, ptr)
