import torch
from torch import nn

from .backends import create_attention_backend


class SelfAttention(nn.Module):
    def __init__(self, hidden_size: int = 8, num_heads: int = 2):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.attn_backend = create_attention_backend()

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        q = q.view(-1, self.num_heads, self.head_dim)
        k = k.view(-1, self.num_heads, self.head_dim)
        v = v.view(-1, self.num_heads, self.head_dim)
        out = self.attn_backend.forward(q, k, v, causal=True)
        return self.o_proj(out.reshape(-1, self.num_heads * self.head_dim))


compiled = torch.compile(SelfAttention(), fullgraph=True)
