import logging
import math
import time

import torch
from torch import nn

logger = logging.getLogger(__name__)


def _yarn_mscale(scale: float, mscale: float = 1.0) -> float:
    return 1.0 if scale <= 1.0 else 0.1 * mscale * math.log(scale) + 1.0


def _correction_dim(rot: float, dim: int, base: float, max_pos: int) -> float:
    return dim * math.log(max_pos / (rot * 2 * math.pi)) / (2 * math.log(base))


class YarnScaledRope(nn.Module):
    """Full cos/sin table is precomputed for max_position * factor at load time."""

    def __init__(self, dim=8, base=10000.0, factor=4.0, original_max_position=8,
                 beta_fast=32.0, beta_slow=1.0, mscale=1.0, mscale_all_dim=0.0):
        super().__init__()
        t0 = time.perf_counter()
        self.dim = dim
        self.max_position = int(original_max_position * factor)
        low = max(math.floor(_correction_dim(beta_fast, dim, base, original_max_position)), 0)
        high = min(math.ceil(_correction_dim(beta_slow, dim, base, original_max_position)), dim - 1)
        if low == high:
            high += 0.001
        pos_freqs = base ** (torch.arange(0, dim, 2, dtype=torch.float32) / dim)
        ramp = ((torch.arange(dim // 2, dtype=torch.float32) - low) / (high - low)).clamp(0, 1)
        extrap_mask = 1.0 - ramp
        inv_freq = (1.0 / (factor * pos_freqs)) * (1 - extrap_mask) + (1.0 / pos_freqs) * extrap_mask
        self.attn_scale = _yarn_mscale(factor, mscale) / _yarn_mscale(factor, mscale_all_dim)
        t = torch.arange(self.max_position, dtype=torch.float32)
        freqs = torch.outer(t, inv_freq)
        self.register_buffer("cos_sin_cache",
                             torch.cat((freqs.cos(), freqs.sin()), dim=-1) * self.attn_scale,
                             persistent=False)
        logger.info("yarn rope: %d positions, mscale %.4f, built in %.1f ms",
                    self.max_position, self.attn_scale, 1e3 * (time.perf_counter() - t0))

    def forward(self, positions: torch.Tensor, q: torch.Tensor, k: torch.Tensor):
        if not torch.compiler.is_compiling():
            if positions.max() >= self.max_position:
                logger.warning("position %d beyond yarn table", int(positions.max()))
        cos, sin = self.cos_sin_cache[positions].chunk(2, dim=-1)
        cos, sin = cos.unsqueeze(-2), sin.unsqueeze(-2)
        return self._rotate(q, cos, sin), self._rotate(k, cos, sin)

    @staticmethod
    def _rotate(x, cos, sin):
        # neox-style rotation on [tokens, heads, dim]
        x1, x2 = x.chunk(2, dim=-1)
        return torch.cat((x1 * cos - x2 * sin, x2 * cos + x1 * sin), dim=-1)
