from dataclasses import dataclass, field
from typing import Any, Dict, Optional

import torch
from torch import nn

from .rotary_embedding import get_rope


@dataclass
class AttentionConfig:
    hidden_size: int = 8
    num_heads: int = 2
    max_position_embeddings: int = 4
    rope_theta: float = 10000.0
    rope_scaling: Optional[Dict[str, Any]] = field(
        default_factory=lambda: {"rope_type": "dynamic", "factor": 2.0, "original_max_position_embeddings": 2}
    )


class SelfAttention(nn.Module):
    def __init__(self, config: AttentionConfig) -> None:
        super().__init__()
        self.num_heads = config.num_heads
        self.head_dim = config.hidden_size // config.num_heads
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.rotary_emb = get_rope(
            self.head_dim,
            rotary_dim=self.head_dim,
            max_position=config.max_position_embeddings,
            base=config.rope_theta,
            rope_scaling=config.rope_scaling,
        )
        self.scaling = self.head_dim**-0.5

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        num_tokens = hidden_states.shape[0]
        positions = torch.arange(num_tokens, device=hidden_states.device)
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        q = q.view(num_tokens, self.num_heads, self.head_dim).transpose(0, 1)
        k = k.view(num_tokens, self.num_heads, self.head_dim).transpose(0, 1)
        v = v.view(num_tokens, self.num_heads, self.head_dim).transpose(0, 1)
        q, k = self.rotary_emb(positions, q, k)
        out = nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True, scale=self.scaling)
        out = out.transpose(0, 1).reshape(num_tokens, -1)
        return self.o_proj(out)


attn = SelfAttention(AttentionConfig())
compiled_attn = torch.compile(attn, fullgraph=True)
