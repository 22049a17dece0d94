from typing import Tuple

import torch
import torch.nn as nn


def _axis_freqs(n: int, dim: int, theta: float) -> torch.Tensor:
    inv = 1.0 / theta ** (torch.arange(0, dim, 2, dtype=torch.float32) / dim)
    return torch.outer(torch.arange(n, dtype=torch.float32), inv)


class Rope3D(nn.Module):
    """Splits head_dim into (t, h, w) sub-bands, like Wan / HunyuanVideo."""

    def __init__(self, head_dim: int, theta: float = 10000.0):
        super().__init__()
        self.theta = theta
        d_t = head_dim - 2 * (head_dim // 3 // 2 * 2)
        d_hw = (head_dim - d_t) // 2
        self.axes = (d_t, d_hw, d_hw)

    def forward(self, grid_thw: Tuple[int, int, int]):
        t, h, w = grid_thw
        ft = _axis_freqs(t, self.axes[0], self.theta)[:, None, None, :].expand(t, h, w, -1)
        fh = _axis_freqs(h, self.axes[1], self.theta)[None, :, None, :].expand(t, h, w, -1)
        fw = _axis_freqs(w, self.axes[2], self.theta)[None, None, :, :].expand(t, h, w, -1)
        freqs = torch.cat([ft, fh, fw], dim=-1).reshape(t * h * w, -1)
        return freqs.cos(), freqs.sin()


def apply_rotary(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
    x1, x2 = x[..., 0::2], x[..., 1::2]
    out = torch.stack([x1 * cos - x2 * sin, x1 * sin + x2 * cos], dim=-1)
    return out.flatten(-2).type_as(x)
