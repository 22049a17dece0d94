from dataclasses import dataclass

import torch
from torch import nn

from .rope import LazyRotaryEmbedding


@dataclass
class ForwardBatch:
    positions: torch.Tensor
    hidden_states: torch.Tensor


class QKRotaryBlock(nn.Module):
    def __init__(self, hidden: int, num_heads: int, max_position: int) -> None:
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.q_proj = nn.Linear(hidden, hidden, bias=False)
        self.k_proj = nn.Linear(hidden, hidden, bias=False)
        self.rotary = LazyRotaryEmbedding(self.head_dim, max_position)

    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
        n = hidden_states.shape[0]
        q = self.q_proj(hidden_states).view(n, self.num_heads, self.head_dim)
        k = self.k_proj(hidden_states).view(n, self.num_heads, self.head_dim)
        q = self.rotary(positions, q)
        k = self.rotary(positions, k)
        return (q * k).sum(-1)


class ModelRunner:
    def __init__(self) -> None:
        self.model = QKRotaryBlock(hidden=8, num_heads=2, max_position=64)

    def forward_decode(self, positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
        batch = ForwardBatch(positions=positions, hidden_states=hidden_states)
        return self.model(batch.positions, batch.hidden_states)


runner = ModelRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
