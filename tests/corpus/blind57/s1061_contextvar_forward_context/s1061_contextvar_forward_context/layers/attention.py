from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from ..forward_context import get_forward_context


class Attention(nn.Module):
    """Backend-agnostic attention; metadata comes from the forward context."""

    def __init__(self, num_heads: int, head_size: int, prefix: str) -> None:
        super().__init__()
        self.num_heads = num_heads
        self.head_size = head_size
        self.layer_name = prefix

    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        forward_context = get_forward_context()
        attn_metadata = forward_context.attn_metadata[self.layer_name]
        n = q.shape[0]
        q = q.view(n, self.num_heads, self.head_size).transpose(0, 1)
        k = k.view(n, self.num_heads, self.head_size).transpose(0, 1)
        v = v.view(n, self.num_heads, self.head_size).transpose(0, 1)
        out = F.scaled_dot_product_attention(
            q, k, v, is_causal=attn_metadata.causal, scale=attn_metadata.softmax_scale
        )
        return out.transpose(0, 1).reshape(n, self.num_heads * self.head_size)
