import torch
from torch import nn

from .logging_utils import get_logger

logger = get_logger(__name__)


def compute_inv_freq(head_dim: int, base: float, device=None) -> torch.Tensor:
    exponents = torch.arange(0, head_dim, 2, dtype=torch.int64, device=device).float() / head_dim
    return 1.0 / (base ** exponents)


class RotaryEmbedding(nn.Module):
    def __init__(self, head_dim: int, rope_theta: float = 10000.0):
        super().__init__()
        self.head_dim = head_dim
        self.rope_theta = rope_theta
        inv_freq = compute_inv_freq(head_dim, rope_theta)
        self.register_buffer("inv_freq", inv_freq, persistent=False)
        # Non-persistent buffers are not in the checkpoint: if the model was
        # built on the meta device they hold garbage after ``to_empty()``.
        self._inv_freq_valid = not inv_freq.is_meta

    def _ensure_inv_freq(self) -> torch.Tensor:
        if not self._inv_freq_valid:
            logger.warning_once(
                "RotaryEmbedding was initialized on the meta device; recomputing inv_freq on first use."
            )
            self.inv_freq.copy_(compute_inv_freq(self.head_dim, self.rope_theta, self.inv_freq.device))
            self._inv_freq_valid = True
        return self.inv_freq

    def forward(self, positions: torch.Tensor):
        inv_freq = self._ensure_inv_freq()
        freqs = torch.outer(positions.float(), inv_freq)
        return freqs.cos(), freqs.sin()


def apply_rotary(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat([x1 * cos - x2 * sin, x2 * cos + x1 * sin], dim=-1)
