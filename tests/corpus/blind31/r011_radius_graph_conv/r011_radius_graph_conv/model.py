import torch
from torch import nn

from .graph import RadiusGraph, RadiusGraphConfig
from .layers import EdgeConv


class PointConvNet(nn.Module):
    def __init__(self, in_dim: int = 8, hidden: int = 16, num_layers: int = 2, cutoff: float = 1.5):
        super().__init__()
        self.graph = RadiusGraph(RadiusGraphConfig(cutoff=cutoff))
        dims = [in_dim] + [hidden] * num_layers
        self.convs = nn.ModuleList(EdgeConv(a, b) for a, b in zip(dims[:-1], dims[1:]))
        self.head = nn.Linear(hidden, 1)

    def forward(self, pos: torch.Tensor, x: torch.Tensor) -> torch.Tensor:
        edge_index, edge_vec = self.graph(pos)
        for conv in self.convs:
            x = conv(x, edge_index, edge_vec)
        return self.head(x).sum(0)


compiled_net = torch.compile(PointConvNet(), fullgraph=True)
