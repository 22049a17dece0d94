import logging
from typing import Dict, Tuple

import torch
from torch import nn

logger = logging.getLogger(__name__)


def _compute_inv_freq(rotary_dim: int, base: float) -> torch.Tensor:
    return 1.0 / (base ** (torch.arange(0, rotary_dim, 2, dtype=torch.float32) / rotary_dim))


class RotaryEmbedding(nn.Module):
    def __init__(self, head_size: int, max_position_embeddings: int, base: float = 10000.0) -> None:
        super().__init__()
        self.head_size = head_size
        self.max_position_embeddings = max_position_embeddings
        self.base = base
        self._cos_sin_cache: Dict[Tuple[int, torch.dtype], torch.Tensor] = {}
        self._get_cos_sin_cache(max_position_embeddings, torch.float32)

    def _build_cos_sin_cache(self, max_pos: int, dtype: torch.dtype) -> torch.Tensor:
        logger.info("building rotary cos/sin cache: max_pos=%d dtype=%s", max_pos, dtype)
        inv_freq = _compute_inv_freq(self.head_size, self.base)
        freqs = torch.outer(torch.arange(max_pos, dtype=torch.float32), inv_freq)
        return torch.cat((freqs.cos(), freqs.sin()), dim=-1).to(dtype)

    def _get_cos_sin_cache(self, max_pos: int, dtype: torch.dtype) -> torch.Tensor:
        key = (max_pos, dtype)
        if key not in self._cos_sin_cache:
            self._cos_sin_cache[key] = self._build_cos_sin_cache(max_pos, dtype)
        return self._cos_sin_cache[key]

    def forward(self, positions: torch.Tensor, query: torch.Tensor, key: torch.Tensor):
        cache = self._get_cos_sin_cache(self.max_position_embeddings, query.dtype)
        cos, sin = cache[positions].chunk(2, dim=-1)
        return _rotate(query, cos, sin), _rotate(key, cos, sin)


def _rotate(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
    x1, x2 = x.chunk(2, dim=-1)
    cos, sin = cos[:, None, :], sin[:, None, :]
    return torch.cat((x1 * cos - x2 * sin, x2 * cos + x1 * sin), dim=-1)
