import torch
from torch import nn
import torch.nn.functional as F

from .alibi import AlibiBias


class AlibiSelfAttention(nn.Module):
    def __init__(self, hidden: int = 16, num_heads: int = 4):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.qkv = nn.Linear(hidden, 3 * hidden)
        self.out = nn.Linear(hidden, hidden)
        self.alibi = AlibiBias(num_heads)

    def _split(self, t: torch.Tensor) -> torch.Tensor:
        b, s, _ = t.shape
        return t.view(b, s, self.num_heads, self.head_dim).transpose(1, 2)

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        q, k, v = (self._split(t) for t in self.qkv(x).chunk(3, dim=-1))
        bias = self.alibi(attention_mask)
        causal = torch.ones(x.shape[1], x.shape[1], dtype=torch.bool).tril()
        bias = bias.masked_fill(~causal, float("-inf"))
        o = F.scaled_dot_product_attention(q, k, v, attn_mask=bias)
        return self.out(o.transpose(1, 2).reshape(x.shape))
