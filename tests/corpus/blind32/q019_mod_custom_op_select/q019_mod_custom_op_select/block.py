import math

import torch
import torch.nn as nn

from .ops import select_tokens

CAPACITY_FACTOR = 0.5


class MLP(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.fc_in = nn.Linear(hidden, 2 * hidden)
        self.fc_out = nn.Linear(2 * hidden, hidden)

    def forward(self, x):
        return self.fc_out(torch.nn.functional.gelu(self.fc_in(x)))


class MoDBlock(nn.Module):
    def __init__(self, hidden: int = 16, capacity_factor: float = CAPACITY_FACTOR):
        super().__init__()
        self.router = nn.Linear(hidden, 1)
        self.norm = nn.LayerNorm(hidden)
        self.mlp = MLP(hidden)
        self.capacity_factor = capacity_factor

    def capacity(self, seq_len: int) -> int:
        return max(1, math.ceil(seq_len * self.capacity_factor))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        scores = self.router(x).squeeze(-1)
        mask = select_tokens(scores, self.capacity(x.shape[1]))
        gate = torch.sigmoid(scores) * mask
        return x + gate.unsqueeze(-1) * self.mlp(self.norm(x))


_block = MoDBlock().eval()


@torch.compile(fullgraph=True)
def mod_block_forward(x: torch.Tensor) -> torch.Tensor:
    return _block(x)
