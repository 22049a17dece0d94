"""Base rotary embedding whose cos/sin cache grows on demand."""
import logging
import threading
from typing import Tuple

import torch
from torch import nn

logger = logging.getLogger(__name__)


class BaseRotaryEmbedding(nn.Module):
    def __init__(self, head_size: int, rotary_dim: int, max_position_embeddings: int, base: float) -> None:
        super().__init__()
        self.head_size = head_size
        self.rotary_dim = rotary_dim
        self.max_position_embeddings = max_position_embeddings
        self.base = base
        self._cache_lock = threading.Lock()
        self.register_buffer(
            "cos_sin_cache", self._compute_cos_sin_cache(max_position_embeddings), persistent=False
        )

    def _compute_inv_freq(self) -> torch.Tensor:
        return 1.0 / (self.base ** (torch.arange(0, self.rotary_dim, 2, dtype=torch.float) / self.rotary_dim))

    def _compute_cos_sin_cache(self, num_positions: int) -> torch.Tensor:
        inv_freq = self._compute_inv_freq()
        t = torch.arange(num_positions, dtype=torch.float)
        freqs = torch.einsum("i,j->ij", t, inv_freq)
        return torch.cat((freqs.cos(), freqs.sin()), dim=-1)

    def _update_cos_sin_cache(self, positions: torch.Tensor) -> None:
        """Extend the cache if any position falls outside it (dynamic-length models)."""
        max_pos = int(positions.max().item()) + 1
        if max_pos <= self.cos_sin_cache.shape[0]:
            return
        logger.warning(
            "RoPE cache extended from %d to %d positions", self.cos_sin_cache.shape[0], 2 * max_pos
        )
        with self._cache_lock:
            self.cos_sin_cache = self._compute_cos_sin_cache(2 * max_pos).to(self.cos_sin_cache.device)

    @staticmethod
    def _rotate_neox(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
        x1, x2 = x.chunk(2, dim=-1)
        return torch.cat((x1 * cos - x2 * sin, x2 * cos + x1 * sin), dim=-1)

    def forward(self, positions: torch.Tensor, query: torch.Tensor, key: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        self._update_cos_sin_cache(positions)
        num_tokens = positions.numel()
        cos, sin = self.cos_sin_cache[positions.flatten()].chunk(2, dim=-1)
        cos, sin = cos.unsqueeze(1), sin.unsqueeze(1)
        q = query.view(num_tokens, -1, self.head_size)
        k = key.view(num_tokens, -1, self.head_size)
        q = torch.cat((self._rotate_neox(q[..., : self.rotary_dim], cos, sin), q[..., self.rotary_dim :]), dim=-1)
        k = torch.cat((self._rotate_neox(k[..., : self.rotary_dim], cos, sin), k[..., self.rotary_dim :]), dim=-1)
        return q.reshape(query.shape), k.reshape(key.shape)


class DynamicNTKRotaryEmbedding(BaseRotaryEmbedding):
    """Keeps the growable cache; NTK-rescales the base when it grows."""

    def __init__(self, head_size, rotary_dim, max_position_embeddings, base, scaling_factor: float) -> None:
        self.scaling_factor = scaling_factor
        self.original_max_position = max_position_embeddings
        super().__init__(head_size, rotary_dim, max_position_embeddings, base)

    def _compute_cos_sin_cache(self, num_positions: int) -> torch.Tensor:
        ratio = max(num_positions / self.original_max_position, 1.0)
        ntk_base = self.base * ((self.scaling_factor * ratio) - (self.scaling_factor - 1)) ** (
            self.rotary_dim / (self.rotary_dim - 2)
        )
        inv_freq = 1.0 / (ntk_base ** (torch.arange(0, self.rotary_dim, 2, dtype=torch.float) / self.rotary_dim))
        t = torch.arange(num_positions, dtype=torch.float)
        freqs = torch.einsum("i,j->ij", t, inv_freq)
        return torch.cat((freqs.cos(), freqs.sin()), dim=-1)
