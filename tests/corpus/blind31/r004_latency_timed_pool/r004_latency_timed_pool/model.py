import torch
from torch import nn

from . import pooling


class SequenceRewardModel(nn.Module):
    def __init__(self, hidden: int = 16, pool_mode: str = "last"):
        super().__init__()
        self.pool_mode = pool_mode
        self.mixer = nn.Linear(hidden, hidden)
        self.reward = nn.Linear(hidden, 1)

    def encode(self, h: torch.Tensor) -> torch.Tensor:
        return torch.relu(self.mixer(h)) + h

    @torch.compile(fullgraph=True)
    def score(self, hidden: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        h = self.encode(hidden)
        pooled = pooling.pool(h, mask, self.pool_mode)
        return self.reward(pooled).squeeze(-1)
