import torch
import torch.nn.functional as F
from torch import nn

from .rotary_embedding import get_rope


class Qwen2VLAttention(nn.Module):
    def __init__(self, hidden_size: int = 16, num_heads: int = 2, max_position: int = 64):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.rotary_emb = get_rope(self.head_dim, max_position, 10000.0, mrope_section=(2, 1, 1))

    @torch.compile(fullgraph=True)
    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
        n = hidden_states.shape[0]
        q, k, v = self.qkv_proj(hidden_states).view(n, 3, self.num_heads, self.head_dim).unbind(1)
        q, k = self.rotary_emb(positions, q, k)
        out = F.scaled_dot_product_attention(q.transpose(0, 1), k.transpose(0, 1), v.transpose(0, 1), is_causal=True)
        return self.o_proj(out.transpose(0, 1).reshape(n, -1))
