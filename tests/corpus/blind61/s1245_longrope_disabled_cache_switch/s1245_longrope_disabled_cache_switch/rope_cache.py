import math

import torch
from torch import nn


class LongRoPECacheMixin(nn.Module):
    """Holds two cos/sin caches (short and long factors) and picks one per batch."""

    original_max_position_embeddings: int
    max_position_embeddings: int

    def _build_cache(self, rescale_factors: list[float], base: float, rotary_dim: int, mscale: float) -> torch.Tensor:
        ext = torch.tensor(rescale_factors, dtype=torch.float32)
        inv_freq = 1.0 / (ext * base ** (torch.arange(0, rotary_dim, 2, dtype=torch.float) / rotary_dim))
        t = torch.arange(self.max_position_embeddings, dtype=torch.float)
        freqs = torch.outer(t, inv_freq)
        return torch.cat((freqs.cos() * mscale, freqs.sin() * mscale), dim=-1)

    @staticmethod
    def _scaling_mscale(max_position: int, original_max_position: int) -> float:
        scale = max_position / original_max_position
        if scale <= 1.0:
            return 1.0
        return math.sqrt(1 + math.log(scale) / math.log(original_max_position))

    @torch.compiler.disable(reason="long/short cache selection depends on the batch's max position")
    def _select_cache(self, positions: torch.Tensor) -> torch.Tensor:
        seq_len = int(positions.max().item()) + 1
        if seq_len > self.original_max_position_embeddings:
            return self.long_cos_sin_cache
        return self.short_cos_sin_cache
