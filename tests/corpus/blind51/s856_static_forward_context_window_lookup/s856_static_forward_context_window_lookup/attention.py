from typing import Optional

import torch
from torch import nn
import torch.nn.functional as F

from .compilation_config import get_window_left, register_attention_layer


class TorchSDPABackendImpl:
    def __init__(self, num_heads: int, head_size: int, scale: float, sliding_window: Optional[int]):
        self.num_heads = num_heads
        self.head_size = head_size
        self.scale = scale
        self.sliding_window = sliding_window

    def _make_mask(self, layer: "Attention", seq_len: int, device: torch.device) -> torch.Tensor:
        q_pos = torch.arange(seq_len, device=device)[:, None]
        k_pos = torch.arange(seq_len, device=device)[None, :]
        mask = k_pos <= q_pos
        window_left = get_window_left(layer.layer_name)
        if window_left >= 0:
            mask = mask & (q_pos - k_pos <= window_left)
        return mask

    def forward(self, layer: "Attention", q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        seq_len = q.shape[-2]
        mask = self._make_mask(layer, seq_len, q.device)
        return F.scaled_dot_product_attention(q, k, v, attn_mask=mask, scale=self.scale)


class Attention(nn.Module):
    def __init__(self, num_heads: int, head_size: int, scale: float, sliding_window: Optional[int] = None, prefix: str = ""):
        super().__init__()
        self.layer_name = prefix
        self.sliding_window = sliding_window
        self.impl = TorchSDPABackendImpl(num_heads, head_size, scale, sliding_window)
        register_attention_layer(prefix, self)

    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        return self.impl.forward(self, q, k, v)
