import functools

import torch
from torch import nn

from .config import RopeConfig


def _compute_inv_freq(base: float, dim: int) -> torch.Tensor:
    return 1.0 / (base ** (torch.arange(0, dim, 2, dtype=torch.float32) / dim))


def dynamic_rope_update(forward):
    @functools.wraps(forward)
    def wrapper(self, positions, query, key):
        if self.config.rope_type == "dynamic":
            self._update_dynamic_freq(positions)
        return forward(self, positions, query, key)

    return wrapper


def _rotate_neox(x: torch.Tensor) -> torch.Tensor:
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


class RotaryEmbedding(nn.Module):
    def __init__(self, config: RopeConfig):
        super().__init__()
        self.config = config
        self.head_dim = config.head_dim
        inv_freq = _compute_inv_freq(config.rope_theta, config.head_dim)
        self.register_buffer("inv_freq", inv_freq, persistent=False)
        self.original_inv_freq = inv_freq

    def _update_dynamic_freq(self, positions: torch.Tensor) -> None:
        seq_len = positions.shape[-1]
        max_pos = self.config.original_max_position
        factor = self.config.scaling_factor
        if seq_len > max_pos:
            base = self.config.rope_theta * (
                (factor * seq_len / max_pos) - (factor - 1)
            ) ** (self.head_dim / (self.head_dim - 2))
            self.inv_freq = _compute_inv_freq(base, self.head_dim)

    @dynamic_rope_update
    def forward(self, positions, query, key):
        freqs = positions.float()[:, None] * self.inv_freq[None, :]
        emb = torch.cat((freqs, freqs), dim=-1)
        cos, sin = emb.cos()[:, None, :], emb.sin()[:, None, :]
        q = query.view(positions.shape[0], -1, self.head_dim)
        k = key.view(positions.shape[0], -1, self.head_dim)
        q = q * cos + _rotate_neox(q) * sin
        k = k * cos + _rotate_neox(k) * sin
        return q.flatten(1), k.flatten(1)


_ROPE = RotaryEmbedding(
    RopeConfig(
        head_dim=4,
        max_position_embeddings=4096,
        rope_scaling={"type": "dynamic", "factor": 2.0},
    )
)

apply_rotary = torch.compile(_ROPE, fullgraph=True)
