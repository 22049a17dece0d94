import torch
from torch import nn

from .layernorm import RMSNorm


class QKNormAttentionPrologue(nn.Module):
    """q/k RMSNorm as in Qwen3 / OLMo2 attention."""

    def __init__(self, num_heads: int = 2, head_dim: int = 8):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.qkv_proj = nn.Linear(num_heads * head_dim, 3 * num_heads * head_dim, bias=False)
        self.q_norm = RMSNorm(head_dim)
        self.k_norm = RMSNorm(head_dim)

    def forward(self, hidden_states: torch.Tensor):
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        q = self.q_norm(q.reshape(-1, self.num_heads, self.head_dim)).flatten(1)
        k = self.k_norm(k.reshape(-1, self.num_heads, self.head_dim)).flatten(1)
        return q, k, v


compiled = torch.compile(QKNormAttentionPrologue(), fullgraph=True)
