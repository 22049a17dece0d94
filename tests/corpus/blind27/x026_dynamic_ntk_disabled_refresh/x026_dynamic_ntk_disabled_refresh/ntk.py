"""Dynamic NTK-aware rope: the base is re-scaled once the context outgrows training length."""
import torch
from torch import nn


class RotaryBase(nn.Module):
    def __init__(self, dim: int, base: float, max_position: int):
        super().__init__()
        self.dim = dim
        self.base = base
        self.max_position = max_position
        self.register_buffer("inv_freq", self._compute_inv_freq(base), persistent=False)
        self.cached_len = max_position

    def _compute_inv_freq(self, base: float) -> torch.Tensor:
        return 1.0 / (base ** (torch.arange(0, self.dim, 2, dtype=torch.float32) / self.dim))

    def cos_sin(self, positions: torch.Tensor):
        freqs = positions[..., None].float() * self.inv_freq
        emb = torch.cat((freqs, freqs), dim=-1)
        return emb.cos(), emb.sin()

    def forward(self, positions: torch.Tensor, seq_len: int):
        return self.cos_sin(positions)


class DynamicNTKRotary(RotaryBase):
    def __init__(self, dim: int, base: float = 10000.0, max_position: int = 4, factor: float = 2.0):
        self.factor = factor
        super().__init__(dim, base, max_position)

    @torch.compiler.disable
    def _refresh_inv_freq(self, seq_len: int) -> None:
        # buffers are swapped in place; keep this out of the graph
        ntk_base = self.base * (
            (self.factor * seq_len / self.max_position) - (self.factor - 1)
        ) ** (self.dim / (self.dim - 2))
        self.inv_freq.copy_(self._compute_inv_freq(ntk_base))
        self.cached_len = seq_len

    def forward(self, positions: torch.Tensor, seq_len: int):
        if seq_len > self.cached_len:
            self._refresh_inv_freq(seq_len)
        return self.cos_sin(positions)
