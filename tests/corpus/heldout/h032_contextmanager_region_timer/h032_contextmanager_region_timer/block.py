import torch
import torch.nn.functional as F
from torch import nn

from .timers import region


class TransformerBlock(nn.Module):
    def __init__(self, d: int = 8, heads: int = 2) -> None:
        super().__init__()
        self.heads = heads
        self.ln1 = nn.LayerNorm(d)
        self.ln2 = nn.LayerNorm(d)
        self.qkv = nn.Linear(d, 3 * d)
        self.o = nn.Linear(d, d)
        self.ff = nn.Sequential(nn.Linear(d, 4 * d), nn.GELU(), nn.Linear(4 * d, d))
        self.timings: dict = {}

    def _attn(self, x):
        b, s, d = x.shape
        q, k, v = self.qkv(x).view(b, s, 3, self.heads, d // self.heads).permute(2, 0, 3, 1, 4)
        o = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.o(o.transpose(1, 2).reshape(b, s, d))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        with region("attn", self.timings):
            x = x + self._attn(self.ln1(x))
        x = x + self.ff(self.ln2(x))
        return x


block = TransformerBlock()
block_fn = torch.compile(block, fullgraph=True)
