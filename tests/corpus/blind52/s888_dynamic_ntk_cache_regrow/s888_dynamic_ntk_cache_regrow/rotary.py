import math
from typing import Any, Callable, Dict, Optional

import torch
from torch import nn


class RotaryEmbedding(nn.Module):
    def __init__(self, head_size: int, max_position_embeddings: int, base: float):
        super().__init__()
        self.head_size = head_size
        self.max_position_embeddings = max_position_embeddings
        self.base = base
        self.max_seq_len_cached = max_position_embeddings
        self._set_cos_sin_cache(self.base, max_position_embeddings)

    def _inv_freq(self, base: float) -> torch.Tensor:
        return 1.0 / (base ** (torch.arange(0, self.head_size, 2, dtype=torch.float) / self.head_size))

    def _set_cos_sin_cache(self, base: float, seq_len: int) -> None:
        t = torch.arange(seq_len, dtype=torch.float)
        freqs = torch.outer(t, self._inv_freq(base))
        self.register_buffer("cos_cached", freqs.cos(), persistent=False)
        self.register_buffer("sin_cached", freqs.sin(), persistent=False)

    def _maybe_grow_cache(self, positions: torch.Tensor) -> None:
        return None

    def _rotate(self, x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
        x = x.unflatten(-1, (-1, self.head_size))
        x1, x2 = x.chunk(2, dim=-1)
        cos, sin = cos.unsqueeze(-2), sin.unsqueeze(-2)
        out = torch.cat((x1 * cos - x2 * sin, x2 * cos + x1 * sin), dim=-1)
        return out.flatten(-2)

    def forward(self, positions: torch.Tensor, query: torch.Tensor, key: torch.Tensor):
        self._maybe_grow_cache(positions)
        cos = self.cos_cached[positions]
        sin = self.sin_cached[positions]
        return self._rotate(query, cos, sin), self._rotate(key, cos, sin)


class DynamicNTKScalingRotaryEmbedding(RotaryEmbedding):
    def __init__(self, head_size, max_position_embeddings, base, scaling_factor: float):
        self.scaling_factor = scaling_factor
        super().__init__(head_size, max_position_embeddings, base)

    def _ntk_base(self, seq_len: int) -> float:
        alpha = (self.scaling_factor * seq_len / self.max_position_embeddings) - (
            self.scaling_factor - 1
        )
        return self.base * alpha ** (self.head_size / (self.head_size - 2))

    def _maybe_grow_cache(self, positions: torch.Tensor) -> None:
        seq_len = int(positions.max().item()) + 1
        if seq_len > self.max_seq_len_cached:
            self._set_cos_sin_cache(self._ntk_base(seq_len), seq_len)
            self.max_seq_len_cached = seq_len


_ROPE_FACTORIES: Dict[str, Callable[..., RotaryEmbedding]] = {
    "default": lambda hs, mp, base, cfg: RotaryEmbedding(hs, mp, base),
    "dynamic": lambda hs, mp, base, cfg: DynamicNTKScalingRotaryEmbedding(
        hs, mp, base, cfg["factor"]
    ),
}


def get_rope(head_size: int, max_position: int, base: float,
             rope_scaling: Optional[Dict[str, Any]] = None) -> RotaryEmbedding:
    kind = "default" if rope_scaling is None else rope_scaling.get("rope_type", "default")
    if kind not in _ROPE_FACTORIES:
        raise ValueError(f"unknown rope_type {kind}")
    if rope_scaling is not None and not math.isfinite(rope_scaling.get("factor", 1.0)):
        raise ValueError("rope scaling factor must be finite")
    return _ROPE_FACTORIES[kind](head_size, max_position, base, rope_scaling)
