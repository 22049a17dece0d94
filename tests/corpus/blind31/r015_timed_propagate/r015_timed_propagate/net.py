import torch
from torch import nn

from .message_passing import MessagePassing


class SAGEConv(MessagePassing):
    aggr = "mean"

    def __init__(self, in_dim: int, out_dim: int):
        super().__init__()
        self.lin_neigh = nn.Linear(in_dim, out_dim)
        self.lin_root = nn.Linear(in_dim, out_dim, bias=False)

    def update(self, aggr_out, x):
        return self.lin_neigh(aggr_out) + self.lin_root(x)

    def forward(self, x, edge_index):
        return self.propagate(edge_index, x)


class SAGENet(nn.Module):
    def __init__(self, dims=(8, 16, 8)):
        super().__init__()
        self.convs = nn.ModuleList(SAGEConv(a, b) for a, b in zip(dims[:-1], dims[1:]))

    def forward(self, x, edge_index):
        for conv in self.convs[:-1]:
            x = torch.relu(conv(x, edge_index))
        return self.convs[-1](x, edge_index)

    @torch.compile(fullgraph=True)
    def predict(self, x: torch.Tensor, edge_index: torch.Tensor) -> torch.Tensor:
        return torch.softmax(self.forward(x, edge_index), dim=-1)
