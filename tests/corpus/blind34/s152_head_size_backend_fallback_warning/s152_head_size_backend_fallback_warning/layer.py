import torch
import torch.nn as nn

from . import backends


class CausalSelfAttention(nn.Module):
    def __init__(self, hidden: int, num_heads: int):
        super().__init__()
        self.num_heads = num_heads
        self.head_size = hidden // num_heads
        self.scale = backends.default_scale(self.head_size)
        self.qkv = nn.Linear(hidden, 3 * hidden)
        self.proj = nn.Linear(hidden, hidden)

    def _split(self, t: torch.Tensor) -> torch.Tensor:
        b, s, _ = t.shape
        return t.view(b, s, self.num_heads, self.head_size).transpose(1, 2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, k, v = (self._split(t) for t in self.qkv(x).chunk(3, dim=-1))
        attn_fn = backends.select_backend(self.head_size, q.dtype)
        out = attn_fn(q, k, v, self.scale)
        b, _, s, _ = out.shape
        return self.proj(out.transpose(1, 2).reshape(b, s, -1))


class DecoderLayer(nn.Module):
    def __init__(self, hidden: int = 16, num_heads: int = 2):
        super().__init__()
        self.ln1 = nn.LayerNorm(hidden)
        self.attn = CausalSelfAttention(hidden, num_heads)
        self.ln2 = nn.LayerNorm(hidden)
        self.mlp = nn.Sequential(nn.Linear(hidden, 4 * hidden), nn.GELU(), nn.Linear(4 * hidden, hidden))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x + self.attn(self.ln1(x))
        return x + self.mlp(self.ln2(x))


layer = torch.compile(DecoderLayer(), fullgraph=True)
