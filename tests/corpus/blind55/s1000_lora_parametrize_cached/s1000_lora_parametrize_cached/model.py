import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.nn.utils import parametrize


class SharedBlock(nn.Module):
    """Weight-shared block applied ``num_loops`` times (looped / recurrent-depth transformer)."""

    def __init__(self, hidden_size: int):
        super().__init__()
        self.norm = nn.LayerNorm(hidden_size)
        self.q_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.v_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.w1 = nn.Linear(hidden_size, 2 * hidden_size, bias=False)
        self.w2 = nn.Linear(2 * hidden_size, hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.norm(x)
        gate = torch.sigmoid(self.q_proj(h))
        x = x + gate * self.v_proj(h)
        return x + self.w2(F.gelu(self.w1(self.norm(x))))


class LoopedModel(nn.Module):
    def __init__(self, hidden_size: int = 8, num_loops: int = 3):
        super().__init__()
        self.num_loops = num_loops
        self.block = SharedBlock(hidden_size)
        self.out_norm = nn.LayerNorm(hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        with parametrize.cached():
            for _ in range(self.num_loops):
                x = self.block(x)
        return self.out_norm(x)
