from __future__ import annotations

from typing import Callable, Dict, Type

import torch
from torch import nn

from .model_config import ModelConfig

_ROPE_CLASSES: Dict[str, Type["RotaryEmbedding"]] = {}


def _register(name: str) -> Callable:
    def deco(cls):
        _ROPE_CLASSES[name] = cls
        return cls

    return deco


@_register("default")
class RotaryEmbedding(nn.Module):
    def __init__(self, config: ModelConfig):
        super().__init__()
        self.config = config
        dim = config.hidden_size // config.num_attention_heads
        inv_freq = 1.0 / (config.rope_theta ** (torch.arange(0, dim, 2, dtype=torch.float32) / dim))
        t = torch.arange(config.max_position_embeddings, dtype=torch.float32)
        freqs = torch.outer(t, self._scale_freqs(inv_freq))
        self.register_buffer("cos_sin_cache", torch.cat((freqs.cos(), freqs.sin()), dim=-1), persistent=False)

    def _scale_freqs(self, inv_freq: torch.Tensor) -> torch.Tensor:
        return inv_freq

    def _mscale(self) -> float:
        return 1.0

    def forward(self, positions: torch.Tensor, x: torch.Tensor) -> torch.Tensor:
        cos, sin = self.cos_sin_cache[positions].chunk(2, dim=-1)
        cos, sin = cos * self._mscale(), sin * self._mscale()
        x1, x2 = x.chunk(2, dim=-1)
        return torch.cat((x1 * cos - x2 * sin, x2 * cos + x1 * sin), dim=-1)


@_register("yarn")
class YaRNScalingRotaryEmbedding(RotaryEmbedding):
    def _scale_freqs(self, inv_freq: torch.Tensor) -> torch.Tensor:
        return inv_freq / self.config.rope_scaling["factor"]

    def _mscale(self) -> float:
        return self.config.yarn_mscale


def get_rope(config: ModelConfig) -> RotaryEmbedding:
    scaling = config.rope_scaling or {}
    return _ROPE_CLASSES[scaling.get("rope_type", "default")](config)
