import torch
import torch.nn.functional as F
from torch import nn

from .rotary_embedding import MRotaryEmbedding


class Qwen2VLAttention(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, num_kv_heads: int, rope_theta: float, mrope_section):
        super().__init__()
        self.num_heads = num_heads
        self.num_kv_heads = num_kv_heads
        self.head_dim = hidden_size // num_heads
        self.q_size = num_heads * self.head_dim
        self.kv_size = num_kv_heads * self.head_dim
        self.qkv_proj = nn.Linear(hidden_size, self.q_size + 2 * self.kv_size, bias=True)
        self.o_proj = nn.Linear(self.q_size, hidden_size, bias=False)
        self.rotary_emb = MRotaryEmbedding(
            self.head_dim, rotary_dim=self.head_dim, base=rope_theta, mrope_section=mrope_section
        )

    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
        qkv = self.qkv_proj(hidden_states)
        q, k, v = qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
        q, k = self.rotary_emb(positions, q, k)
        n = hidden_states.shape[0]
        q = q.view(n, self.num_heads, self.head_dim).transpose(0, 1)
        k = k.view(n, self.num_kv_heads, self.head_dim).transpose(0, 1)
        v = v.view(n, self.num_kv_heads, self.head_dim).transpose(0, 1)
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True)
        return self.o_proj(out.transpose(0, 1).reshape(n, -1))


attn = Qwen2VLAttention(hidden_size=32, num_heads=4, num_kv_heads=2, rope_theta=1e6, mrope_section=[2, 3, 3])
compiled_attn = torch.compile(attn, fullgraph=True)
