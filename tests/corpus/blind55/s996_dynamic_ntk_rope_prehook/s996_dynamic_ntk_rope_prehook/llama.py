from dataclasses import dataclass, field
from typing import Any, Dict, Optional

import torch
import torch.nn as nn
import torch.nn.functional as F

from .rotary_embedding import get_rope


@dataclass
class LlamaConfig:
    hidden_size: int = 8
    num_attention_heads: int = 2
    num_hidden_layers: int = 2
    max_position_embeddings: int = 16
    rope_theta: float = 10000.0
    rope_scaling: Optional[Dict[str, Any]] = field(default_factory=lambda: {"rope_type": "dynamic", "factor": 2.0})


class LlamaAttention(nn.Module):
    def __init__(self, config: LlamaConfig):
        super().__init__()
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // self.num_heads
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.rotary_emb = get_rope(self.head_dim, config.max_position_embeddings, config.rope_theta, config.rope_scaling)

    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
        n = hidden_states.shape[0]
        q, k, v = self.qkv_proj(hidden_states).view(n, 3, self.num_heads, self.head_dim).unbind(1)
        q, k = self.rotary_emb(positions=positions, query=q, key=k)
        out = F.scaled_dot_product_attention(q.transpose(0, 1), k.transpose(0, 1), v.transpose(0, 1), is_causal=True)
        return self.o_proj(out.transpose(0, 1).reshape(n, -1))


class LlamaDecoderLayer(nn.Module):
    def __init__(self, config: LlamaConfig):
        super().__init__()
        self.input_layernorm = nn.RMSNorm(config.hidden_size)
        self.self_attn = LlamaAttention(config)
        self.post_attention_layernorm = nn.RMSNorm(config.hidden_size)
        self.mlp = nn.Sequential(
            nn.Linear(config.hidden_size, 4 * config.hidden_size), nn.SiLU(), nn.Linear(4 * config.hidden_size, config.hidden_size)
        )

    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
        hidden_states = hidden_states + self.self_attn(positions, self.input_layernorm(hidden_states))
        return hidden_states + self.mlp(self.post_attention_layernorm(hidden_states))


class LlamaModel(nn.Module):
    def __init__(self, config: LlamaConfig):
        super().__init__()
        self.layers = nn.ModuleList([LlamaDecoderLayer(config) for _ in range(config.num_hidden_layers)])
        self.norm = nn.RMSNorm(config.hidden_size)

    def forward(self, hidden_states: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(positions, hidden_states)
        return self.norm(hidden_states)


torch.manual_seed(0)
model = LlamaModel(LlamaConfig()).eval()
compiled_model = torch.compile(model, fullgraph=True)
