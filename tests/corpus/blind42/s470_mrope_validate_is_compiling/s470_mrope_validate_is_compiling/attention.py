import torch
from torch import nn

from .mrope import MRotaryEmbedding


class Qwen2VLTextAttention(nn.Module):
    def __init__(self, hidden_size: int = 32, num_heads: int = 2, num_kv_heads: int = 1):
        super().__init__()
        self.head_dim = hidden_size // num_heads
        self.q_size = num_heads * self.head_dim
        self.kv_size = num_kv_heads * self.head_dim
        self.qkv_proj = nn.Linear(hidden_size, self.q_size + 2 * self.kv_size, bias=True)
        self.rotary_emb = MRotaryEmbedding(
            head_size=self.head_dim, max_position_embeddings=128, base=1000000.0, mrope_section=[2, 3, 3]
        )

    @torch.compile(fullgraph=True)
    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor):
        qkv = self.qkv_proj(hidden_states)
        q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
        q, k = self.rotary_emb(positions, q, k)
        return q, k, v
