import logging

import torch
from torch import nn

from .. import envs

logger = logging.getLogger(__name__)


class DynamicNTKAlphaRotaryEmbedding(nn.Module):
    """Dynamic NTK with an explicit alpha (HunYuan style); regrows its cache on demand."""

    def __init__(self, head_size, rotary_dim, max_position, base, scaling_alpha: float = 1.0):
        super().__init__()
        self.head_size = head_size
        self.rotary_dim = rotary_dim
        self.base = base * scaling_alpha ** (rotary_dim / (rotary_dim - 2))
        self.max_seq_len_cached = max_position
        self.register_buffer("cos_sin_cache", self._build(max_position), persistent=False)

    def _build(self, seq_len: int) -> torch.Tensor:
        inv_freq = 1.0 / (self.base ** (torch.arange(0, self.rotary_dim, 2, dtype=torch.float) / self.rotary_dim))
        freqs = torch.outer(torch.arange(seq_len, dtype=torch.float), inv_freq)
        return torch.cat((freqs.cos(), freqs.sin()), dim=-1)

    def get_cos_sin(self, positions: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        if positions.max() >= self.max_seq_len_cached:
            new_len = 2 * self.max_seq_len_cached
            if envs.SGLANG_ROPE_VERBOSE:
                logger.info("growing rope cache %d -> %d", self.max_seq_len_cached, new_len)
            self.cos_sin_cache = self._build(new_len).to(self.cos_sin_cache.device)
            self.max_seq_len_cached = new_len
        cos, sin = self.cos_sin_cache[positions].chunk(2, dim=-1)
        return cos, sin

    def forward(self, positions, query, key):
        cos, sin = self.get_cos_sin(positions)
        cos = torch.cat((cos, cos), dim=-1).unsqueeze(-2)
        sin = torch.cat((sin, sin), dim=-1).unsqueeze(-2)

        def rot(x):
            x = x.unflatten(-1, (-1, self.head_size))
            x1, x2 = x.chunk(2, dim=-1)
            return (x * cos + torch.cat((-x2, x1), dim=-1) * sin).flatten(-2)

        return rot(query), rot(key)
