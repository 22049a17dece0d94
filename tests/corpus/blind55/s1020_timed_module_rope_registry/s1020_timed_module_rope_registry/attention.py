from typing import Any, Dict, Optional

import torch
import torch.nn as nn
import torch.nn.functional as F

from .profiling import TimedModule
from .rotary_embedding import get_rope


class QKVProjection(TimedModule, stat_name="attn.qkv_proj"):
    def __init__(self, hidden_size: int, q_size: int, kv_size: int):
        super().__init__()
        self.q_size = q_size
        self.kv_size = kv_size
        self.proj = nn.Linear(hidden_size, q_size + 2 * kv_size, bias=False)

    def forward(self, x: torch.Tensor):
        return self.proj(x).split([self.q_size, self.kv_size, self.kv_size], dim=-1)


class SelfAttention(nn.Module):
    def __init__(
        self,
        hidden_size: int = 8,
        num_heads: int = 2,
        rope_theta: float = 10000.0,
        rope_scaling: Optional[Dict[str, Any]] = None,
        max_position_embeddings: int = 64,
    ):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.qkv_proj = QKVProjection(hidden_size, hidden_size, hidden_size)
        self.rotary_emb = get_rope(self.head_dim, max_position_embeddings, rope_theta, rope_scaling)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        num_tokens = hidden_states.shape[0]
        positions = torch.arange(num_tokens, device=hidden_states.device)
        q, k, v = self.qkv_proj(hidden_states)
        q = q.view(num_tokens, self.num_heads, self.head_dim)
        k = k.view(num_tokens, self.num_heads, self.head_dim)
        q, k = self.rotary_emb(positions, q, k)
        v = v.view(num_tokens, self.num_heads, self.head_dim)
        out = F.scaled_dot_product_attention(q.transpose(0, 1), k.transpose(0, 1), v.transpose(0, 1), is_causal=True)
        return self.o_proj(out.transpose(0, 1).reshape(num_tokens, -1))


attn = SelfAttention(rope_scaling={"rope_type": "default"})
compiled_attn = torch.compile(attn, fullgraph=True)
