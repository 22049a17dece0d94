import torch
from torch import nn
import torch.nn.functional as F

from .ops import rotary_embedding


class RotaryCosSinCache(nn.Module):
    def __init__(self, head_dim: int, max_positions: int = 32, base: float = 10000.0):
        super().__init__()
        inv_freq = 1.0 / (base ** (torch.arange(0, head_dim, 2).float() / head_dim))
        freqs = torch.outer(torch.arange(max_positions).float(), inv_freq)
        emb = torch.cat((freqs, freqs), -1)
        self.register_buffer("cos", emb.cos(), persistent=False)
        self.register_buffer("sin", emb.sin(), persistent=False)

    def forward(self, positions):
        return self.cos.index_select(0, positions), self.sin.index_select(0, positions)


class FusedRotaryAttention(nn.Module):
    def __init__(self, num_heads: int = 2, head_dim: int = 8, is_neox: bool = True):
        super().__init__()
        self.num_heads, self.head_dim, self.is_neox = num_heads, head_dim, is_neox
        hidden = num_heads * head_dim
        self.qkv = nn.Linear(hidden, 3 * hidden)
        self.o = nn.Linear(hidden, hidden)
        self.cache = RotaryCosSinCache(head_dim)

    def forward(self, x: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        n = x.shape[0]
        q, k, v = (t.view(n, self.num_heads, self.head_dim) for t in self.qkv(x).chunk(3, -1))
        cos, sin = self.cache(positions)
        q, k = rotary_embedding(q, k, cos, sin, self.is_neox)
        o = F.scaled_dot_product_attention(
            q.transpose(0, 1), k.transpose(0, 1), v.transpose(0, 1), is_causal=True
        )
        return self.o(o.transpose(0, 1).reshape(n, -1))


_layer = FusedRotaryAttention()


@torch.compile(fullgraph=True)
def attention_step(x: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        return _layer(x, positions)
