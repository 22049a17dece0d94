import math

import torch
import torch.nn as nn

from .prof import count, nvtx_range


def _inv_freq(dim: int, base: float) -> torch.Tensor:
    return 1.0 / (base ** (torch.arange(0, dim, 2, dtype=torch.float32) / dim))


class RotaryEmbedding(nn.Module):
    def __init__(self, dim: int, base: float = 10000.0):
        super().__init__()
        self.register_buffer("inv_freq", _inv_freq(dim, base), persistent=False)

    def forward(self, x, positions):
        with nvtx_range(f"rotary[{x.shape[-1]}]"):
            count("rotary")
            freqs = positions[:, None].float() * self.inv_freq[None, :]
            cos, sin = freqs.cos(), freqs.sin()
            x1, x2 = x[..., 0::2], x[..., 1::2]
            out = torch.stack((x1 * cos - x2 * sin, x1 * sin + x2 * cos), dim=-1)
            return out.flatten(-2)


class RotaryAttention(nn.Module):
    def __init__(self, hidden: int = 8):
        super().__init__()
        self.q = nn.Linear(hidden, hidden)
        self.k = nn.Linear(hidden, hidden)
        self.v = nn.Linear(hidden, hidden)
        self.rope = RotaryEmbedding(hidden)
        self.scale = 1.0 / math.sqrt(hidden)

    def forward(self, x):
        count("attn.forward")
        positions = torch.arange(x.shape[0], device=x.device)
        with nvtx_range("attn.qkv"):
            q = self.rope(self.q(x), positions)
            k = self.rope(self.k(x), positions)
            v = self.v(x)
        with nvtx_range("attn.core"):
            probs = (q @ k.T * self.scale).softmax(-1)
            return probs @ v


attn = torch.compile(RotaryAttention(), fullgraph=True)
