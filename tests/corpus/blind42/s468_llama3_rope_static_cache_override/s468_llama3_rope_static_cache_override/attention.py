import torch
import torch.nn.functional as F
from torch import nn

from .llama3 import Llama3RotaryEmbedding


class LlamaSelfAttention(nn.Module):
    def __init__(self, hidden_size: int = 32, num_heads: int = 4, num_kv_heads: int = 2):
        super().__init__()
        self.num_heads = num_heads
        self.num_kv_heads = num_kv_heads
        self.head_dim = hidden_size // num_heads
        self.q_size = num_heads * self.head_dim
        self.kv_size = num_kv_heads * self.head_dim
        self.qkv_proj = nn.Linear(hidden_size, self.q_size + 2 * self.kv_size, bias=False)
        self.o_proj = nn.Linear(self.q_size, hidden_size, bias=False)
        self.rotary_emb = Llama3RotaryEmbedding(
            head_size=self.head_dim,
            rotary_dim=self.head_dim,
            max_position_embeddings=256,
            base=500000.0,
            scaling_factor=8.0,
            low_freq_factor=1.0,
            high_freq_factor=4.0,
            orig_max_position=32,
        )

    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
        num_tokens = hidden_states.shape[0]
        q, k, v = self.qkv_proj(hidden_states).split([self.q_size, self.kv_size, self.kv_size], dim=-1)
        q, k = self.rotary_emb(positions, q, k)
        q = q.view(num_tokens, self.num_heads, self.head_dim).transpose(0, 1)
        k = k.view(num_tokens, self.num_kv_heads, self.head_dim).transpose(0, 1)
        v = v.view(num_tokens, self.num_kv_heads, self.head_dim).transpose(0, 1)
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True)
        return self.o_proj(out.transpose(0, 1).reshape(num_tokens, -1))


torch.manual_seed(0)
compiled_attn = torch.compile(LlamaSelfAttention(), fullgraph=True)
