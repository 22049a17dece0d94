from dataclasses import dataclass
from types import SimpleNamespace
from typing import Optional

import torch
from torch import nn

from .rotary import PartialRotaryEmbedding, apply_partial_rotary


@dataclass
class AttentionOutput:
    attn_output: torch.Tensor
    attn_weights: Optional[torch.Tensor] = None


class PhiAttention(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.heads = config.num_attention_heads
        self.head_dim = config.hidden_size // config.num_attention_heads
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size)
        self.dense = nn.Linear(config.hidden_size, config.hidden_size)
        self.rotary_emb = PartialRotaryEmbedding(config)

    def forward(self, hidden_states, position_ids, output_attentions=False):
        b, s, _ = hidden_states.shape
        q, k, v = self.qkv(hidden_states).view(b, s, 3, self.heads, self.head_dim).permute(2, 0, 3, 1, 4)
        cos, sin = self.rotary_emb(v, position_ids)
        q, k = apply_partial_rotary(q, k, cos, sin, self.config.partial_rotary_factor)
        weights = (q @ k.transpose(-1, -2) / self.head_dim**0.5).softmax(-1)
        out = self.dense((weights @ v).transpose(1, 2).reshape(b, s, -1))
        return AttentionOutput(out, weights if output_attentions else None)


class PhiTinyModel(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.attn = PhiAttention(config)
        self.ln = nn.LayerNorm(config.hidden_size)

    def forward(self, hidden_states, position_ids):
        attn = self.attn(self.ln(hidden_states), position_ids)
        return hidden_states + attn.attn_output


config = SimpleNamespace(
    hidden_size=16,
    num_attention_heads=2,
    partial_rotary_factor=0.5,
    rope_theta=10000.0,
    max_position_embeddings=32,
    rope_scaling={"type": "linear", "factor": 2.0},
)
model = PhiTinyModel(config).eval()
compiled = torch.compile(model, fullgraph=True)
