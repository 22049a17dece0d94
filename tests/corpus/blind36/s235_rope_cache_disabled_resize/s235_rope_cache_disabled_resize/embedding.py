import torch
from torch import nn


class RotaryEmbedding(nn.Module):
    """Base rotary embedding with a lazily grown cos/sin cache (non-persistent buffers)."""

    def __init__(self, dim: int, max_position: int = 2, base: float = 10000.0):
        super().__init__()
        self.dim = dim
        self.base = base
        inv = 1.0 / (base ** (torch.arange(0, dim, 2, dtype=torch.float32) / dim))
        self.register_buffer("inv_freq", inv, persistent=False)
        self._set_cos_sin_cache(max_position)

    def _positions(self, seq_len: int) -> torch.Tensor:
        return torch.arange(seq_len, dtype=torch.float32, device=self.inv_freq.device)

    @torch.compiler.disable
    def _set_cos_sin_cache(self, seq_len: int):
        # Runs rarely (new longest request); keep it out of the graph.
        self.max_seq_len_cached = seq_len
        freqs = torch.outer(self._positions(seq_len), self.inv_freq)
        emb = torch.cat((freqs, freqs), dim=-1)
        self.register_buffer("cos_cached", emb.cos(), persistent=False)
        self.register_buffer("sin_cached", emb.sin(), persistent=False)

    def forward(self, x: torch.Tensor, seq_len: int):
        if seq_len > self.max_seq_len_cached:
            self._set_cos_sin_cache(seq_len)
        return self.cos_cached[:seq_len].to(x.dtype), self.sin_cached[:seq_len].to(x.dtype)


class LinearScalingRotaryEmbedding(RotaryEmbedding):
    def __init__(self, dim: int, max_position: int = 2, base: float = 10000.0, scaling_factor: float = 2.0):
        self.scaling_factor = scaling_factor
        super().__init__(dim, max_position, base)

    def _positions(self, seq_len: int) -> torch.Tensor:
        return super()._positions(seq_len) / self.scaling_factor
