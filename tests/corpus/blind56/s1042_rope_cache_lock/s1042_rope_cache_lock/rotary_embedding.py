from __future__ import annotations

import torch
from torch import nn

from .cache_utils import TensorLRUCache


def _rotate_neox(x: torch.Tensor) -> torch.Tensor:
    x1 = x[..., : x.shape[-1] // 2]
    x2 = x[..., x.shape[-1] // 2 :]
    return torch.cat((-x2, x1), dim=-1)


class RotaryEmbedding(nn.Module):
    def __init__(self, head_size: int, max_position_embeddings: int, base: float = 10000.0):
        super().__init__()
        self.head_size = head_size
        self.rotary_dim = head_size
        self.max_position_embeddings = max_position_embeddings
        self.base = base
        inv_freq = 1.0 / (base ** (torch.arange(0, self.rotary_dim, 2, dtype=torch.float32) / self.rotary_dim))
        self.register_buffer("inv_freq", inv_freq, persistent=False)
        self._cos_sin_cache = TensorLRUCache(max_entries=4)

    def _compute_cos_sin(self, seq_len: int) -> torch.Tensor:
        t = torch.arange(seq_len, dtype=torch.float32)
        freqs = torch.outer(t, self.inv_freq)
        return torch.cat((freqs.cos(), freqs.sin()), dim=-1)

    def _get_cos_sin(self, seq_len: int) -> torch.Tensor:
        return self._cos_sin_cache.get_or_create(
            ("cos_sin", seq_len),
            lambda: self._compute_cos_sin(seq_len),
        )

    def forward(self, positions: torch.Tensor, query: torch.Tensor, key: torch.Tensor):
        cos_sin = self._get_cos_sin(positions.shape[0])
        cos, sin = cos_sin[positions].chunk(2, dim=-1)
        cos = torch.cat((cos, cos), dim=-1)
        sin = torch.cat((sin, sin), dim=-1)
        query = query * cos + _rotate_neox(query) * sin
        key = key * cos + _rotate_neox(key) * sin
        return query, key
