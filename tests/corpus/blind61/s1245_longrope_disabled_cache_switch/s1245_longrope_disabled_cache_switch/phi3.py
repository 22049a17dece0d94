from dataclasses import dataclass, field

import torch
from torch import nn

from .rotary import Phi3LongRoPEScaledRotaryEmbedding


@dataclass
class Phi3Config:
    hidden_size: int = 32
    num_attention_heads: int = 4
    max_position_embeddings: int = 256
    original_max_position_embeddings: int = 64
    rope_theta: float = 10000.0
    rope_scaling: dict = field(
        default_factory=lambda: {
            "type": "longrope",
            "short_factor": [1.0, 1.1, 1.2, 1.3],
            "long_factor": [1.0, 2.5, 6.0, 12.0],
        }
    )


class Phi3Attention(nn.Module):
    def __init__(self, config: Phi3Config):
        super().__init__()
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // self.num_heads
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        scaling = config.rope_scaling
        self.rotary_emb = Phi3LongRoPEScaledRotaryEmbedding(
            self.head_dim,
            self.head_dim,
            config.max_position_embeddings,
            config.original_max_position_embeddings,
            config.rope_theta,
            scaling["short_factor"],
            scaling["long_factor"],
        )

    @torch.compile(fullgraph=True)
    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        q, k = self.rotary_emb(positions, q, k)
        n = hidden_states.shape[0]
        q = q.view(n, self.num_heads, self.head_dim).transpose(0, 1)
        k = k.view(n, self.num_heads, self.head_dim).transpose(0, 1)
        v = v.view(n, self.num_heads, self.head_dim).transpose(0, 1)
        out = nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.o_proj(out.transpose(0, 1).reshape(n, -1))
