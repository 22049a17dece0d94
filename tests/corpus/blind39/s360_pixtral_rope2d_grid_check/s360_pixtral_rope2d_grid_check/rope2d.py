from __future__ import annotations

import torch
from torch import nn


class PixtralRotaryEmbedding2D(nn.Module):
    """Rotary table indexed by (row, col): even frequencies follow the row, odd the column."""

    def __init__(self, head_dim: int, max_patches_per_side: int, theta: float = 10000.0) -> None:
        super().__init__()
        freqs = 1.0 / (theta ** (torch.arange(0, head_dim, 2).float() / head_dim))
        h = torch.arange(max_patches_per_side, dtype=torch.float)
        freqs_h = torch.outer(h, freqs[::2])
        freqs_w = torch.outer(h, freqs[1::2])
        inv_freq = torch.cat(
            [
                freqs_h[:, None, :].expand(-1, max_patches_per_side, -1),
                freqs_w[None, :, :].expand(max_patches_per_side, -1, -1),
            ],
            dim=-1,
        )  # (P, P, head_dim // 2)
        self.register_buffer("inv_freq", torch.cat([inv_freq, inv_freq], dim=-1), persistent=False)

    def forward(self, grid_h: int, grid_w: int) -> tuple[torch.Tensor, torch.Tensor]:
        freqs = self.inv_freq[:grid_h, :grid_w].reshape(grid_h * grid_w, -1)
        return freqs.cos(), freqs.sin()


def rotate_half(x: torch.Tensor) -> torch.Tensor:
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


def apply_rotary_pos_emb(q, k, cos, sin):
    cos, sin = cos[None, None], sin[None, None]
    return q * cos + rotate_half(q) * sin, k * cos + rotate_half(k) * sin
