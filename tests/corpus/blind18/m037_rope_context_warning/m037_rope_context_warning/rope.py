import math

import torch
import torch.nn as nn

from .logging_utils import init_logger

logger = init_logger(__name__)


def _yarn_mscale(scale: float) -> float:
    return 1.0 if scale <= 1.0 else 0.1 * math.log(scale) + 1.0


class RotaryEmbedding(nn.Module):
    def __init__(self, head_dim: int, max_position: int, base: float = 10000.0, scaling_factor: float = 1.0):
        super().__init__()
        self.head_dim = head_dim
        self.max_position = max_position
        self.scaling_factor = scaling_factor
        inv_freq = 1.0 / (base ** (torch.arange(0, head_dim, 2).float() / head_dim))
        self.register_buffer("inv_freq", inv_freq / scaling_factor, persistent=False)
        self.mscale = _yarn_mscale(scaling_factor)

    def _check_len(self, seq_len: int) -> None:
        limit = int(self.max_position * self.scaling_factor)
        if seq_len > limit:
            logger.warning_once(
                f"sequence length {seq_len} exceeds the rope limit {limit}; quality may degrade"
            )

    def _cos_sin(self, positions: torch.Tensor):
        freqs = positions.float()[:, None] * self.inv_freq[None, :]
        return freqs.cos() * self.mscale, freqs.sin() * self.mscale

    def forward(self, positions: torch.Tensor, q: torch.Tensor) -> torch.Tensor:
        self._check_len(q.shape[0])
        cos, sin = self._cos_sin(positions)
        q1, q2 = q[..., ::2], q[..., 1::2]
        out = torch.stack((q1 * cos - q2 * sin, q2 * cos + q1 * sin), dim=-1)
        return out.flatten(-2)


def get_rope(head_dim: int = 8, max_position: int = 4, scaling_factor: float = 1.0) -> RotaryEmbedding:
    return RotaryEmbedding(head_dim, max_position, scaling_factor=scaling_factor)


apply_rope = torch.compile(get_rope(), fullgraph=True)
