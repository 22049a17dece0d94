"""Llama 3.1 frequency-scaled RoPE: the full context window is cached up front."""
import logging
import math

import torch

from .base import BaseRotaryEmbedding

logger = logging.getLogger(__name__)


class Llama3RotaryEmbedding(BaseRotaryEmbedding):
    def __init__(
        self,
        head_size: int,
        rotary_dim: int,
        max_position_embeddings: int,
        base: float,
        scaling_factor: float,
        low_freq_factor: float,
        high_freq_factor: float,
        orig_max_position: int,
    ) -> None:
        self.scaling_factor = scaling_factor
        self.low_freq_factor = low_freq_factor
        self.high_freq_factor = high_freq_factor
        self.orig_max_position = orig_max_position
        super().__init__(head_size, rotary_dim, max_position_embeddings, base)
        logger.info(
            "llama3 rope: factor=%s low=%s high=%s, caching %d positions",
            scaling_factor, low_freq_factor, high_freq_factor, max_position_embeddings,
        )

    def _compute_inv_freq(self) -> torch.Tensor:
        inv_freqs = super()._compute_inv_freq()
        low_freq_wavelen = self.orig_max_position / self.low_freq_factor
        high_freq_wavelen = self.orig_max_position / self.high_freq_factor
        new_freqs = []
        for freq in inv_freqs.tolist():
            wavelen = 2 * math.pi / freq
            if wavelen < high_freq_wavelen:
                new_freqs.append(freq)
            elif wavelen > low_freq_wavelen:
                new_freqs.append(freq / self.scaling_factor)
            else:
                smooth = (self.orig_max_position / wavelen - self.low_freq_factor) / (
                    self.high_freq_factor - self.low_freq_factor
                )
                new_freqs.append((1 - smooth) * freq / self.scaling_factor + smooth * freq)
        return torch.tensor(new_freqs, dtype=inv_freqs.dtype)

    def _update_cos_sin_cache(self, positions: torch.Tensor) -> None:
        # max_position_embeddings already covers the scaled context; nothing to grow.
        return None
