import torch
import torch.nn as nn

from .printer import make_printer


class RotaryEmbedding(nn.Module):
    def __init__(self, head_dim: int, max_position: int = 64, base: float = 10000.0):
        super().__init__()
        inv_freq = 1.0 / (base ** (torch.arange(0, head_dim, 2, dtype=torch.float32) / head_dim))
        t = torch.arange(max_position, dtype=torch.float32)
        freqs = torch.outer(t, inv_freq)
        self.register_buffer("cos_cache", freqs.cos(), persistent=False)
        self.register_buffer("sin_cache", freqs.sin(), persistent=False)
        self._debug = make_printer("rope")

    @staticmethod
    def _rotate(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
        x1, x2 = x[..., ::2], x[..., 1::2]
        out1 = x1 * cos - x2 * sin
        out2 = x2 * cos + x1 * sin
        return torch.stack((out1, out2), dim=-1).flatten(-2)

    def forward(self, positions: torch.Tensor, query: torch.Tensor, key: torch.Tensor):
        cos = self.cos_cache[positions].unsqueeze(1)
        sin = self.sin_cache[positions].unsqueeze(1)
        query = self._rotate(query, cos, sin)
        key = self._rotate(key, cos, sin)
        self._debug("query", query)
        return query, key


rope = RotaryEmbedding(head_dim=4)


@torch.compile(fullgraph=True)
def apply_rope(positions: torch.Tensor, query: torch.Tensor, key: torch.Tensor):
    return rope(positions, query, key)
