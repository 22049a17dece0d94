import torch
from torch import nn

from .rotary_embedding import RotaryEmbedding


class MistralAttention(nn.Module):
    def __init__(self, hidden_size: int = 32, num_heads: int = 4, num_kv_heads: int = 2, max_position: int = 128):
        super().__init__()
        self.num_heads = num_heads
        self.num_kv_heads = num_kv_heads
        self.head_dim = hidden_size // num_heads
        self.q_proj = nn.Linear(hidden_size, num_heads * self.head_dim, bias=False)
        self.k_proj = nn.Linear(hidden_size, num_kv_heads * self.head_dim, bias=False)
        self.v_proj = nn.Linear(hidden_size, num_kv_heads * self.head_dim, bias=False)
        self.o_proj = nn.Linear(num_heads * self.head_dim, hidden_size, bias=False)
        self.rotary_emb = RotaryEmbedding(self.head_dim, self.head_dim, max_position, 1000000.0)

    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
        q = self.q_proj(hidden_states)
        k = self.k_proj(hidden_states)
        v = self.v_proj(hidden_states)
        q, k = self.rotary_emb(positions, q, k)
        n = hidden_states.shape[0]
        q = q.view(n, self.num_heads, self.head_dim).transpose(0, 1)
        k = k.view(n, self.num_kv_heads, self.head_dim).transpose(0, 1)
        v = v.view(n, self.num_kv_heads, self.head_dim).transpose(0, 1)
        out = nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True)
        return self.o_proj(out.transpose(0, 1).reshape(n, -1))


model = MistralAttention().eval().requires_grad_(False)
compiled = torch.compile(model, fullgraph=True)
