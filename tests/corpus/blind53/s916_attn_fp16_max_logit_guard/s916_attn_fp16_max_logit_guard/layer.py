import os

import torch
from torch import nn

from .backends import get_attn_backend

ATTENTION_BACKEND = os.environ.get("CORPUS_ATTN_BACKEND", "torch_native")


class SelfAttention(nn.Module):
    def __init__(self, hidden_size: int = 8, num_heads: int = 2):
        super().__init__()
        head_dim = hidden_size // num_heads
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.attn = get_attn_backend(ATTENTION_BACKEND, num_heads, head_dim)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        return self.o_proj(self.attn(q, k, v))


attention = torch.compile(SelfAttention(), fullgraph=True)
