import torch
from torch import nn

from .blocks import EdgeNetwork, GRUUpdate


class InteractionRunner(nn.Module):
    def __init__(self, dim: int = 8, edge_dim: int = 4, steps: int = 3):
        super().__init__()
        self.steps = steps
        self.edge_net = EdgeNetwork(dim, edge_dim)
        self.update = GRUUpdate(dim)

    def forward(self, x, edge_index, edge_attr):
        h = x
        for _ in range(self.steps):
            m = self.edge_net(h, edge_index, edge_attr)
            h = self.update(m, h)
        return h


_runner = InteractionRunner().eval()


def _step(x, edge_index, edge_attr):
    return _runner(x, edge_index, edge_attr)


step = torch.compile(_step, fullgraph=True)
