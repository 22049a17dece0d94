import logging

import torch

from .env import in_graph_mode

logger = logging.getLogger(__name__)

_BASE = 10000.0


def _cos_sin(positions: torch.Tensor, rotary_dim: int):
    inv_freq = 1.0 / (_BASE ** (torch.arange(0, rotary_dim, 2, dtype=torch.float32) / rotary_dim))
    freqs = positions.float()[:, None] * inv_freq[None, :]
    return freqs.cos(), freqs.sin()


@torch.compile(fullgraph=True)
def apply_rope(x: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
    if not in_graph_mode():
        logger.debug("apply_rope: x=%s positions=%s", tuple(x.shape), tuple(positions.shape))
    cos, sin = _cos_sin(positions, x.shape[-1])
    cos, sin = cos[None, :, None, :], sin[None, :, None, :]
    x1, x2 = x[..., ::2], x[..., 1::2]
    out = torch.stack((x1 * cos - x2 * sin, x2 * cos + x1 * sin), dim=-1)
    return out.flatten(-2)
