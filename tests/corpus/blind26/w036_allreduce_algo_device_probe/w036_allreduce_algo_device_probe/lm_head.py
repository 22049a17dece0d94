import torch
import torch.nn as nn
import torch.nn.functional as F

from .reduce import GatherReducer
from .topology import Topology


class ParallelLMHead(nn.Module):
    def __init__(self, hidden=8, vocab=16, topo=None):
        super().__init__()
        self.topo = topo or Topology(world_size=1, rank=0)
        self.reducer = GatherReducer(self.topo)
        self.weight = nn.Parameter(torch.randn(vocab // self.topo.world_size, hidden) * 0.02)
        self.soft_cap = 30.0

    @torch.compile(fullgraph=True)
    def forward(self, hidden):
        logits = F.linear(hidden, self.weight)
        logits = self.reducer.gather_logits(logits)
        return torch.tanh(logits / self.soft_cap) * self.soft_cap
