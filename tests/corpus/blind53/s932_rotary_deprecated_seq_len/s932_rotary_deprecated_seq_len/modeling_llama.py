from dataclasses import dataclass, field
from typing import Optional

import torch
import torch.nn as nn

from .rotary import apply_rotary_pos_emb, get_rope


@dataclass
class LlamaConfig:
    hidden_size: int = 8
    num_attention_heads: int = 2
    max_position_embeddings: int = 64
    rope_theta: float = 10000.0
    rope_scaling: Optional[dict] = field(default_factory=lambda: {"type": "linear", "factor": 2.0})


class LlamaAttention(nn.Module):
    def __init__(self, config: LlamaConfig):
        super().__init__()
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // config.num_attention_heads
        self.q_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.k_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.v_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.rotary_emb = get_rope(
            self.head_dim,
            rope_scaling=config.rope_scaling,
            max_position_embeddings=config.max_position_embeddings,
            base=config.rope_theta,
        )

    def _shape(self, x: torch.Tensor) -> torch.Tensor:
        bsz, q_len, _ = x.shape
        return x.view(bsz, q_len, self.num_heads, self.head_dim).transpose(1, 2)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        bsz, q_len, _ = hidden_states.shape
        q = self._shape(self.q_proj(hidden_states))
        k = self._shape(self.k_proj(hidden_states))
        v = self._shape(self.v_proj(hidden_states))
        cos, sin = self.rotary_emb(v, seq_len=q_len)
        q, k = apply_rotary_pos_emb(q, k, cos, sin)
        attn = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
        attn = attn.transpose(1, 2).reshape(bsz, q_len, -1)
        return self.o_proj(attn)


class LlamaForCausalLMStub(nn.Module):
    def __init__(self, config: LlamaConfig):
        super().__init__()
        self.config = config
        self.self_attn = LlamaAttention(config)
        self.norm = nn.LayerNorm(config.hidden_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        hidden_states = hidden_states.unsqueeze(0)
        hidden_states = hidden_states + self.self_attn(self.norm(hidden_states))
        return hidden_states.squeeze(0)


model = torch.compile(LlamaForCausalLMStub(LlamaConfig()), fullgraph=True)
