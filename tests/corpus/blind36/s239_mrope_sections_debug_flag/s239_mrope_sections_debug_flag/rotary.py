import torch
from torch import nn

from . import env
from .sections import interleaved_axis_order, section_bounds


class VideoMRope(nn.Module):
    def __init__(self, head_dim=8, base=10000.0, sections=(2, 1, 1)):
        super().__init__()
        self.sections = tuple(sections)
        inv = 1.0 / (base ** (torch.arange(0, head_dim, 2, dtype=torch.float32) / head_dim))
        self.register_buffer("inv_freq", inv, persistent=False)

    def _select_axes(self, freqs: torch.Tensor) -> torch.Tensor:
        # freqs: [3, tokens, half_dim] -> [tokens, half_dim]
        if env.MROPE_INTERLEAVED:
            order = interleaved_axis_order(self.sections)
            cols = [freqs[axis, :, slot] for slot, axis in enumerate(order)]
            return torch.stack(cols, dim=-1)
        parts = [freqs[i, :, lo:hi] for i, (lo, hi) in enumerate(section_bounds(self.sections))]
        return torch.cat(parts, dim=-1)

    def forward(self, positions: torch.Tensor, query: torch.Tensor, key: torch.Tensor):
        # positions: [3, tokens]; query/key: [tokens, heads, head_dim]
        freqs = positions[..., None].float() * self.inv_freq
        freqs = self._select_axes(freqs)
        if env.ROPE_DEBUG:
            print("mrope freqs", freqs.shape, positions.tolist())
        cos = freqs.cos().unsqueeze(1)
        sin = freqs.sin().unsqueeze(1)
        return _apply(query, cos, sin), _apply(key, cos, sin)


def _apply(x, cos, sin):
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((x1 * cos - x2 * sin, x2 * cos + x1 * sin), dim=-1)
