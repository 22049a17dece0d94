import torch
from torch import nn

from .attention import GATConv


class GATModel(nn.Module):
    def __init__(self, in_dim: int = 8, hidden: int = 16, out_dim: int = 3):
        super().__init__()
        self.conv1 = GATConv(in_dim, hidden)
        self.conv2 = GATConv(hidden, out_dim)

    def forward(self, x, edge_index):
        x = torch.nn.functional.elu(self.conv1(x, edge_index))
        return self.conv2(x, edge_index)


compiled_gat = torch.compile(GATModel(), fullgraph=True)
