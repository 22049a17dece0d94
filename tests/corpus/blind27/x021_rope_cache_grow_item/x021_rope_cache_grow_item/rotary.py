import torch
from torch import nn

from .config import RopeConfig


def rotate_half(x: torch.Tensor) -> torch.Tensor:
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


class RotaryCache(nn.Module):
    """Holds cos/sin tables; grows them when a longer position shows up."""

    def __init__(self, cfg: RopeConfig):
        super().__init__()
        self.cfg = cfg
        inv_freq = 1.0 / (cfg.base ** (torch.arange(0, cfg.head_dim, 2).float() / cfg.head_dim))
        self.register_buffer("inv_freq", inv_freq, persistent=False)
        self.max_cached = 0
        self._build(cfg.initial_cache_len)

    def _build(self, length: int) -> None:
        t = torch.arange(length, dtype=self.inv_freq.dtype)
        freqs = torch.outer(t, self.inv_freq)
        emb = torch.cat((freqs, freqs), dim=-1)
        self.register_buffer("cos_cached", emb.cos(), persistent=False)
        self.register_buffer("sin_cached", emb.sin(), persistent=False)
        self.max_cached = length

    def ensure_capacity(self, positions: torch.Tensor) -> None:
        needed = int(positions.max().item()) + 1
        if needed > self.max_cached:
            new_len = self.max_cached
            while new_len < needed:
                new_len *= self.cfg.growth_factor
            self._build(new_len)

    def forward(self, positions: torch.Tensor):
        self.ensure_capacity(positions)
        return self.cos_cached[positions], self.sin_cached[positions]


def apply_rotary(q, k, cos, sin):
    cos = cos.unsqueeze(1)
    sin = sin.unsqueeze(1)
    return q * cos + rotate_half(q) * sin, k * cos + rotate_half(k) * sin
