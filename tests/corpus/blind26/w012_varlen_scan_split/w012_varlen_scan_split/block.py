import torch
import torch.nn as nn

from .recurrence import varlen_linear_attn


class LinearAttentionBlock(nn.Module):
    def __init__(self, hidden: int = 8, heads: int = 2):
        super().__init__()
        self.heads = heads
        self.head_dim = hidden // heads
        self.norm = nn.LayerNorm(hidden)
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.o_proj = nn.Linear(hidden, hidden, bias=False)

    def forward(self, hidden_states: torch.Tensor, cu_seqlens: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        h = self.norm(hidden_states)
        q, k, v = self.qkv(h).view(-1, 3, self.heads, self.head_dim).unbind(1)
        o = varlen_linear_attn(q, k, v, cu_seqlens)
        return residual + self.o_proj(o.reshape(hidden_states.shape))


block_forward = torch.compile(LinearAttentionBlock(), fullgraph=True)
