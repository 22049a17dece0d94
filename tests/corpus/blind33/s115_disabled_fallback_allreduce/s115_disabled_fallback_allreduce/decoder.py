from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

from .linear import RowParallelLinear


class DecoderLayer(nn.Module):
    def __init__(self, hidden: int = 16, ffn: int = 32):
        super().__init__()
        self.input_norm = nn.RMSNorm(hidden)
        self.post_norm = nn.RMSNorm(hidden)
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.o_proj = RowParallelLinear(hidden, hidden)
        self.up = nn.Linear(hidden, ffn, bias=False)
        self.down = RowParallelLinear(ffn, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.input_norm(x)
        q, k, v = self.qkv(h).chunk(3, dim=-1)
        attn = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + self.o_proj(attn)
        x = x + self.down(F.gelu(self.up(self.post_norm(x))))
        return x


compiled_layer = torch.compile(DecoderLayer(), fullgraph=True)
