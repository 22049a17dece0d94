from dataclasses import dataclass, field
from typing import Any, Dict, Optional

import torch
import torch.nn.functional as F
from torch import nn

from .rotary import get_rope


@dataclass
class LlamaConfig:
    hidden_size: int = 32
    num_attention_heads: int = 4
    num_hidden_layers: int = 2
    max_position_embeddings: int = 16
    rope_theta: float = 10000.0
    rms_norm_eps: float = 1e-5
    rope_scaling: Optional[Dict[str, Any]] = field(
        default_factory=lambda: {"rope_type": "dynamic", "factor": 2.0}
    )


class LlamaAttention(nn.Module):
    def __init__(self, config: LlamaConfig):
        super().__init__()
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // self.num_heads
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.rotary_emb = get_rope(
            self.head_dim, config.max_position_embeddings, config.rope_theta, config.rope_scaling
        )

    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        q, k = self.rotary_emb(positions, q, k)
        n = hidden_states.shape[0]
        q = q.view(n, self.num_heads, self.head_dim).transpose(0, 1)
        k = k.view(n, self.num_heads, self.head_dim).transpose(0, 1)
        v = v.view(n, self.num_heads, self.head_dim).transpose(0, 1)
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.o_proj(out.transpose(0, 1).reshape(n, -1))


class LlamaDecoderLayer(nn.Module):
    def __init__(self, config: LlamaConfig):
        super().__init__()
        self.input_layernorm = nn.RMSNorm(config.hidden_size, eps=config.rms_norm_eps)
        self.self_attn = LlamaAttention(config)

    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
        return hidden_states + self.self_attn(positions, self.input_layernorm(hidden_states))


class LlamaModel(nn.Module):
    def __init__(self, config: LlamaConfig):
        super().__init__()
        self.layers = nn.ModuleList(
            LlamaDecoderLayer(config) for _ in range(config.num_hidden_layers)
        )
        self.norm = nn.RMSNorm(config.hidden_size, eps=config.rms_norm_eps)

    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(positions, hidden_states)
        return self.norm(hidden_states)


compiled_model = torch.compile(LlamaModel(LlamaConfig()), fullgraph=True)
