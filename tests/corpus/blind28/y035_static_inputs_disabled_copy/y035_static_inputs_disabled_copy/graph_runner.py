"""Runner that feeds a small rotary layer from static buffers."""
import torch
import torch.nn as nn

from .static_buffers import StaticBufferSpec, StaticInputBuffers


class RotaryMix(nn.Module):
    def __init__(self, hidden: int, base: float = 10000.0):
        super().__init__()
        inv = 1.0 / (base ** (torch.arange(0, hidden, 2).float() / hidden))
        self.register_buffer("inv_freq", inv, persistent=False)
        self.proj = nn.Linear(hidden, hidden)

    def forward(self, x: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        freqs = positions.float()[:, None] * self.inv_freq[None, :]
        cos, sin = freqs.cos(), freqs.sin()
        x1, x2 = x[..., 0::2], x[..., 1::2]
        rot = torch.cat([x1 * cos - x2 * sin, x1 * sin + x2 * cos], dim=-1)
        return self.proj(rot)


class StaticGraphRunner:
    def __init__(self, max_batch: int = 8, hidden: int = 8):
        self.inputs = StaticInputBuffers(StaticBufferSpec(max_batch, hidden))
        self.model = RotaryMix(hidden)

    def step(self, hidden: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        bufs = self.inputs.load(hidden, positions)
        out = self.model(bufs["hidden"], bufs["positions"])
        return out[: hidden.shape[0]]


runner = StaticGraphRunner()
decode = torch.compile(runner.step, fullgraph=True)
