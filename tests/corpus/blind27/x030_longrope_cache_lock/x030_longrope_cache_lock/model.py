import torch
from torch import nn
import torch.nn.functional as F

from .config import LongRopeConfig
from .longrope import LongRopeEmbedding


class Phi3StyleAttention(nn.Module):
    def __init__(self, cfg: LongRopeConfig = LongRopeConfig(), num_heads: int = 2):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = cfg.head_dim
        hidden = num_heads * cfg.head_dim
        self.qkv_proj = nn.Linear(hidden, 3 * hidden, bias=False)
        self.o_proj = nn.Linear(hidden, hidden, bias=False)
        self.rotary_emb = LongRopeEmbedding(cfg)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, s, h = x.shape
        q, k, v = (
            t.view(b, s, self.num_heads, self.head_dim).transpose(1, 2)
            for t in self.qkv_proj(x).chunk(3, dim=-1)
        )
        q, k = self.rotary_emb(q, k)
        o = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.o_proj(o.transpose(1, 2).reshape(b, s, h))


attn = torch.compile(Phi3StyleAttention(), fullgraph=True)
