from typing import Optional, Tuple

import torch
from torch import nn


class LazyRotaryEmbedding(nn.Module):
    """cos/sin tables are materialised on first use so that the module can be
    constructed on the meta device and moved before any memory is touched."""

    def __init__(self, head_dim: int, max_position: int, base: float = 10000.0) -> None:
        super().__init__()
        self.head_dim = head_dim
        self.max_position = max_position
        self.base = base
        self._cos: Optional[torch.Tensor] = None
        self._sin: Optional[torch.Tensor] = None

    @torch.compiler.disable
    def _materialize(self, device: torch.device, dtype: torch.dtype) -> None:
        inv_freq = 1.0 / (self.base ** (torch.arange(0, self.head_dim, 2, device=device).float() / self.head_dim))
        t = torch.arange(self.max_position, device=device, dtype=torch.float32)
        freqs = torch.outer(t, inv_freq)
        self._cos = freqs.cos().to(dtype)
        self._sin = freqs.sin().to(dtype)

    def cos_sin(self, like: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
        if self._cos is None or self._cos.device != like.device:
            self._materialize(like.device, like.dtype)
        return self._cos, self._sin

    def forward(self, positions: torch.Tensor, x: torch.Tensor) -> torch.Tensor:
        cos, sin = self.cos_sin(x)
        cos = cos[positions].unsqueeze(-2)
        sin = sin[positions].unsqueeze(-2)
        x1, x2 = x[..., ::2], x[..., 1::2]
        out = torch.stack((x1 * cos - x2 * sin, x2 * cos + x1 * sin), dim=-1)
        return out.flatten(-2)
