from typing import Optional

import torch
from torch import nn

from .selector import get_attn_backend


class Attention(nn.Module):
    def __init__(self, num_heads: int, head_size: int, scale: float, sliding_window: Optional[int] = None):
        super().__init__()
        self.sliding_window = sliding_window
        backend = get_attn_backend(sliding_window)
        self.backend_name = backend.get_name()
        self.impl = backend.get_impl_cls()(num_heads, head_size, scale, sliding_window)

    def forward(self, query, key, value, positions: torch.Tensor) -> torch.Tensor:
        return self.impl.forward(query, key, value, positions)
