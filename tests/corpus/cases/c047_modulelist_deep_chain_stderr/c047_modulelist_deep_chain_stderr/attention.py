import torch
from torch import nn

from .rotary import RotaryEmbedding


class Attention(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.qkv_proj = nn.Linear(hidden, 3 * hidden, bias=False)
        self.o_proj = nn.Linear(hidden, hidden, bias=False)
        self.rotary_emb = RotaryEmbedding(hidden)

    def forward(self, positions: torch.Tensor, x: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv_proj(x).chunk(3, dim=-1)
        q = self.rotary_emb(positions, q)
        k = self.rotary_emb(positions, k)
        attn = torch.softmax(q @ k.t() / q.shape[-1] ** 0.5, dim=-1)
        return self.o_proj(attn @ v)
