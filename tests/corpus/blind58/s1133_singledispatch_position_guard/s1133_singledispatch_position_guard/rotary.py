from typing import Tuple

import torch
from torch import nn

from .positions import normalize_positions


def rotate_neox(x: torch.Tensor) -> torch.Tensor:
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


class RotaryEmbedding(nn.Module):
    def __init__(self, head_size: int, max_position_embeddings: int, base: float = 10000.0):
        super().__init__()
        self.head_size = head_size
        self.max_position_embeddings = max_position_embeddings
        self.base = base
        self.register_buffer("cos_sin_cache", self._compute_cos_sin_cache(), persistent=False)

    def _compute_cos_sin_cache(self) -> torch.Tensor:
        inv_freq = 1.0 / (
            self.base ** (torch.arange(0, self.head_size, 2, dtype=torch.float) / self.head_size)
        )
        t = torch.arange(self.max_position_embeddings, dtype=torch.float)
        freqs = torch.outer(t, inv_freq)
        return torch.cat((freqs.cos(), freqs.sin()), dim=-1)

    def forward(
        self, positions, query: torch.Tensor, key: torch.Tensor
    ) -> Tuple[torch.Tensor, torch.Tensor]:
        positions = normalize_positions(positions, self.max_position_embeddings)
        cos_sin = self.cos_sin_cache.index_select(0, positions)
        cos, sin = cos_sin.chunk(2, dim=-1)
        cos = torch.cat((cos, cos), dim=-1)
        sin = torch.cat((sin, sin), dim=-1)
        query = query * cos + rotate_neox(query) * sin
        key = key * cos + rotate_neox(key) * sin
        return query, key
