import math
from typing import Dict, Type

import torch
from torch import nn

from .configuration_phi3 import Phi3Config


def rotate_half(x: torch.Tensor) -> torch.Tensor:
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


def apply_rotary_pos_emb(q, k, cos, sin):
    cos = cos.unsqueeze(1)
    sin = sin.unsqueeze(1)
    return (q * cos) + (rotate_half(q) * sin), (k * cos) + (rotate_half(k) * sin)


class Phi3RotaryEmbedding(nn.Module):
    def __init__(self, config: Phi3Config):
        super().__init__()
        self.dim = int(config.head_dim * config.partial_rotary_factor)
        self.base = config.rope_theta
        self.max_position_embeddings = config.max_position_embeddings
        self.original_max_position_embeddings = config.original_max_position_embeddings
        inv_freq = 1.0 / (self.base ** (torch.arange(0, self.dim, 2, dtype=torch.float32) / self.dim))
        self.register_buffer("inv_freq", inv_freq, persistent=False)
        self.attention_scaling = 1.0

    def _ext_factors(self, position_ids: torch.Tensor) -> torch.Tensor:
        return torch.ones_like(self.inv_freq)

    @torch.no_grad()
    def forward(self, x: torch.Tensor, position_ids: torch.Tensor):
        ext_factors = self._ext_factors(position_ids)
        inv_freq = self.inv_freq / ext_factors
        freqs = position_ids[:, :, None].float() * inv_freq[None, None, :]
        emb = torch.cat((freqs, freqs), dim=-1)
        cos = emb.cos() * self.attention_scaling
        sin = emb.sin() * self.attention_scaling
        return cos.to(x.dtype), sin.to(x.dtype)


class Phi3LongRoPEScaledRotaryEmbedding(Phi3RotaryEmbedding):
    def __init__(self, config: Phi3Config):
        super().__init__(config)
        scaling = config.rope_scaling
        self.register_buffer(
            "long_factor", torch.tensor(scaling["long_factor"], dtype=torch.float32), persistent=False
        )
        self.register_buffer(
            "short_factor", torch.tensor(scaling["short_factor"], dtype=torch.float32), persistent=False
        )
        scale = self.max_position_embeddings / self.original_max_position_embeddings
        if scale <= 1.0:
            self.attention_scaling = 1.0
        else:
            self.attention_scaling = math.sqrt(
                1 + math.log(scale) / math.log(self.original_max_position_embeddings)
            )

    def _ext_factors(self, position_ids: torch.Tensor) -> torch.Tensor:
        seq_len = torch.max(position_ids) + 1
        if seq_len > self.original_max_position_embeddings:
            return self.long_factor
        return self.short_factor


ROPE_CLASSES: Dict[str, Type[Phi3RotaryEmbedding]] = {
    "default": Phi3RotaryEmbedding,
    "longrope": Phi3LongRoPEScaledRotaryEmbedding,
    "su": Phi3LongRoPEScaledRotaryEmbedding,
}


def build_rotary_embedding(config: Phi3Config) -> Phi3RotaryEmbedding:
    return ROPE_CLASSES[config.rope_type](config)
