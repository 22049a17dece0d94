import torch
from torch import nn

from .buffers import StaticInputBuffers


class RotaryDecodeLayer(nn.Module):
    def __init__(self, hidden_size: int, max_position: int = 128):
        super().__init__()
        self.qkv = nn.Linear(hidden_size, hidden_size)
        inv_freq = 1.0 / (10000 ** (torch.arange(0, hidden_size, 2).float() / hidden_size))
        self.register_buffer("inv_freq", inv_freq, persistent=False)

    def forward(self, hidden_states: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        freqs = positions.float()[:, None] * self.inv_freq[None, :]
        cos, sin = freqs.cos(), freqs.sin()
        x = self.qkv(hidden_states)
        x1, x2 = x.chunk(2, dim=-1)
        return torch.cat([x1 * cos - x2 * sin, x2 * cos + x1 * sin], dim=-1)


class DecodeState:
    def __init__(self, max_bs: int = 16, hidden_size: int = 8):
        self.buffers = StaticInputBuffers(max_bs, hidden_size)
        self.layer = RotaryDecodeLayer(hidden_size)


DECODE_STATE = DecodeState()
