import math
from typing import Any, Dict, Optional, Tuple

import torch
import torch.nn as nn


def _rotate_neox(x: torch.Tensor) -> torch.Tensor:
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


class RotaryEmbedding(nn.Module):
    def __init__(self, head_size: int, max_position_embeddings: int, base: float):
        super().__init__()
        self.head_size = head_size
        self.base = base
        self.max_position_embeddings = max_position_embeddings
        self.max_seq_len_cached = max_position_embeddings
        self.register_buffer("cos_sin_cache", self._compute_cos_sin_cache(max_position_embeddings, base), persistent=False)

    def _compute_inv_freq(self, base: float) -> torch.Tensor:
        return 1.0 / (base ** (torch.arange(0, self.head_size, 2, dtype=torch.float) / self.head_size))

    def _compute_cos_sin_cache(self, seq_len: int, base: float) -> torch.Tensor:
        inv_freq = self._compute_inv_freq(base)
        t = torch.arange(seq_len, dtype=torch.float)
        freqs = torch.outer(t, inv_freq)
        return torch.cat((freqs.cos(), freqs.sin()), dim=-1)

    def forward(self, positions: torch.Tensor, query: torch.Tensor, key: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        cos_sin = self.cos_sin_cache.index_select(0, positions)
        cos, sin = cos_sin.chunk(2, dim=-1)
        cos = torch.cat((cos, cos), dim=-1).unsqueeze(-2)
        sin = torch.cat((sin, sin), dim=-1).unsqueeze(-2)
        query = query * cos + _rotate_neox(query) * sin
        key = key * cos + _rotate_neox(key) * sin
        return query, key


class DynamicNTKScalingRotaryEmbedding(RotaryEmbedding):
    def __init__(self, head_size: int, max_position_embeddings: int, base: float, scaling_factor: float):
        self.scaling_factor = scaling_factor
        super().__init__(head_size, max_position_embeddings, base)
        self.original_max_seq_len = max_position_embeddings
        self.register_forward_pre_hook(self._dynamic_frequency_update, with_kwargs=True)

    def _ntk_base(self, seq_len) -> float:
        return self.base * (
            (self.scaling_factor * seq_len / self.original_max_seq_len) - (self.scaling_factor - 1)
        ) ** (self.head_size / (self.head_size - 2))

    def _dynamic_frequency_update(self, module, args, kwargs):
        positions = kwargs["positions"] if "positions" in kwargs else args[0]
        seq_len = positions.max() + 1
        if seq_len > self.max_seq_len_cached:
            new_len = int(seq_len)
            self.cos_sin_cache = self._compute_cos_sin_cache(new_len, self._ntk_base(new_len))
            self.max_seq_len_cached = new_len
        return args, kwargs


_ROPE_DICT: Dict[Tuple[Any, ...], RotaryEmbedding] = {}


def get_rope(head_size: int, max_position: int, base: float, rope_scaling: Optional[Dict[str, Any]] = None) -> RotaryEmbedding:
    key = (head_size, max_position, base, tuple(sorted((rope_scaling or {}).items())))
    if key in _ROPE_DICT:
        return _ROPE_DICT[key]
    if rope_scaling is None:
        rope = RotaryEmbedding(head_size, max_position, base)
    else:
        rope_type = rope_scaling.get("rope_type", rope_scaling.get("type"))
        if rope_type == "dynamic":
            rope = DynamicNTKScalingRotaryEmbedding(head_size, max_position, base, rope_scaling["factor"])
        else:
            raise ValueError(f"Unknown RoPE scaling type {rope_type}")
    _ROPE_DICT[key] = rope
    return rope
