import torch
from torch import nn

from .rotary_embedding import get_rope


class LlamaAttentionLite(nn.Module):
    """q/k/v projection + rotary; the paged-attention kernel lives elsewhere."""

    def __init__(self, hidden_size: int, num_heads: int, num_kv_heads: int, rope_scaling=None):
        super().__init__()
        self.head_dim = hidden_size // num_heads
        self.q_size = num_heads * self.head_dim
        self.kv_size = num_kv_heads * self.head_dim
        self.qkv_proj = nn.Linear(hidden_size, self.q_size + 2 * self.kv_size, bias=False)
        self.rotary_emb = get_rope(
            self.head_dim,
            rotary_dim=self.head_dim,
            max_position=16,
            base=500000.0,
            rope_scaling=rope_scaling,
        )

    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor, max_context_len: int):
        qkv = self.qkv_proj(hidden_states)
        q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
        q, k = self.rotary_emb(positions, q, k, max_context_len)
        return q, k, v
