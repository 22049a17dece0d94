import torch
from torch import nn

from .selector import get_attn_backend


class Attention(nn.Module):
    def __init__(self, hidden: int = 8, heads: int = 2) -> None:
        super().__init__()
        self.heads = heads
        self.qkv = nn.Linear(hidden, 3 * hidden)
        self.out = nn.Linear(hidden, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, s, h = x.shape
        q, k, v = self.qkv(x).view(b, s, 3, self.heads, h // self.heads).permute(2, 0, 3, 1, 4)
        attn = get_attn_backend()
        o = attn(q, k, v)
        return self.out(o.transpose(1, 2).reshape(b, s, h))


layer = Attention()
compiled = torch.compile(layer, fullgraph=True)
