from typing import Dict

import torch
from torch import nn

from .block_ring import BlockTableRing
from .rotary import RotaryEmbedding


class SlidingWindowAttention(nn.Module):
    def __init__(self, hidden_size: int = 8, window: int = 4):
        super().__init__()
        self.head_dim = hidden_size
        self.window = window
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.rotary_emb = RotaryEmbedding(self.head_dim)
        self.block_ring = BlockTableRing(num_tables=2, blocks_per_table=4)

    def _window_mask(self, n: int) -> torch.Tensor:
        idx = torch.arange(n)
        diff = idx[:, None] - idx[None, :]
        return (diff >= 0) & (diff < self.window)

    def forward(self, hidden_states: torch.Tensor) -> Dict[str, torch.Tensor]:
        n = hidden_states.shape[0]
        positions = torch.arange(n)
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        q, k = self.rotary_emb.rotate(positions, q, k)
        scores = (q @ k.t()) * self.head_dim**-0.5
        scores = scores.masked_fill(~self._window_mask(n), float("-inf"))
        out = self.o_proj(torch.softmax(scores, dim=-1) @ v)
        extras = {"block_table": self.block_ring.current(), "q": q, "k": k}
        return {"output": out, **{name: extras[name] for name in sorted(extras)}}


swa = SlidingWindowAttention()
swa_forward = torch.compile(swa.forward, fullgraph=True)
