from __future__ import annotations

from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from .logging_utils import get_logger, warning_once

logger = get_logger(__name__)


@dataclass
class SiglipVisionConfig:
    hidden_size: int = 16
    intermediate_size: int = 32
    num_attention_heads: int = 2
    layer_norm_eps: float = 1e-6
    attention_dropout: float = 0.0
    # used by the grounding demo to render attention heat maps
    output_attentions: bool = True
    _attn_implementation: str = "sdpa"


class SiglipAttention(nn.Module):
    def __init__(self, config: SiglipVisionConfig) -> None:
        super().__init__()
        self.config = config
        self.embed_dim = config.hidden_size
        self.num_heads = config.num_attention_heads
        self.head_dim = self.embed_dim // self.num_heads
        self.scale = self.head_dim ** -0.5
        self.q_proj = nn.Linear(self.embed_dim, self.embed_dim)
        self.k_proj = nn.Linear(self.embed_dim, self.embed_dim)
        self.v_proj = nn.Linear(self.embed_dim, self.embed_dim)
        self.out_proj = nn.Linear(self.embed_dim, self.embed_dim)

    def _shape(self, x: torch.Tensor, bsz: int, seq: int) -> torch.Tensor:
        return x.view(bsz, seq, self.num_heads, self.head_dim).transpose(1, 2)

    def forward(self, hidden_states: torch.Tensor, output_attentions: bool = False):
        bsz, seq, _ = hidden_states.shape
        q = self._shape(self.q_proj(hidden_states), bsz, seq)
        k = self._shape(self.k_proj(hidden_states), bsz, seq)
        v = self._shape(self.v_proj(hidden_states), bsz, seq)
        attn_weights = torch.softmax((q @ k.transpose(-1, -2)) * self.scale, dim=-1)
        attn_output = (attn_weights @ v).transpose(1, 2).reshape(bsz, seq, self.embed_dim)
        return self.out_proj(attn_output), (attn_weights if output_attentions else None)


class SiglipSdpaAttention(SiglipAttention):
    def forward(self, hidden_states: torch.Tensor, output_attentions: bool = False):
        if output_attentions:
            warning_once(
                logger,
                "SiglipSdpaAttention does not support output_attentions=True; falling back to eager attention.",
            )
            return super().forward(hidden_states, output_attentions=output_attentions)
        bsz, seq, _ = hidden_states.shape
        q = self._shape(self.q_proj(hidden_states), bsz, seq)
        k = self._shape(self.k_proj(hidden_states), bsz, seq)
        v = self._shape(self.v_proj(hidden_states), bsz, seq)
        out = F.scaled_dot_product_attention(q, k, v, dropout_p=0.0, scale=self.scale)
        return self.out_proj(out.transpose(1, 2).reshape(bsz, seq, self.embed_dim)), None


SIGLIP_ATTENTION_CLASSES = {"eager": SiglipAttention, "sdpa": SiglipSdpaAttention}


class SiglipMLP(nn.Module):
    def __init__(self, config: SiglipVisionConfig) -> None:
        super().__init__()
        self.fc1 = nn.Linear(config.hidden_size, config.intermediate_size)
        self.fc2 = nn.Linear(config.intermediate_size, config.hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc2(F.gelu(self.fc1(x), approximate="tanh"))


class SiglipEncoderLayer(nn.Module):
    def __init__(self, config: SiglipVisionConfig) -> None:
        super().__init__()
        self.config = config
        self.self_attn = SIGLIP_ATTENTION_CLASSES[config._attn_implementation](config)
        self.layer_norm1 = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.mlp = SiglipMLP(config)
        self.layer_norm2 = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)

    def forward(self, hidden_states: torch.Tensor):
        residual = hidden_states
        hidden_states, attn_weights = self.self_attn(
            self.layer_norm1(hidden_states), output_attentions=self.config.output_attentions
        )
        hidden_states = residual + hidden_states
        hidden_states = hidden_states + self.mlp(self.layer_norm2(hidden_states))
        return hidden_states, attn_weights
