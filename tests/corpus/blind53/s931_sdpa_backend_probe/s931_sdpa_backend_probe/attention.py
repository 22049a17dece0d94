import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from .platform_utils import prefer_fused_sdpa


class TorchNativeAttention(nn.Module):
    """Prefill attention over a single packed sequence of shape [T, H * D]."""

    def __init__(self, num_heads: int, head_dim: int):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.scaling = 1.0 / math.sqrt(head_dim)

    def _split_heads(self, x: torch.Tensor) -> torch.Tensor:
        t = x.shape[0]
        return x.view(t, self.num_heads, self.head_dim).transpose(0, 1)

    def _naive_attention(self, q, k, v) -> torch.Tensor:
        scores = torch.matmul(q, k.transpose(-1, -2)) * self.scaling
        t = q.shape[-2]
        mask = torch.ones(t, t, dtype=torch.bool, device=q.device).tril()
        scores = scores.masked_fill(~mask, float("-inf"))
        return torch.matmul(scores.softmax(dim=-1), v)

    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        q, k, v = self._split_heads(q), self._split_heads(k), self._split_heads(v)
        if prefer_fused_sdpa(self.head_dim):
            out = F.scaled_dot_product_attention(q, k, v, is_causal=True, scale=self.scaling)
        else:
            out = self._naive_attention(q, k, v)
        return out.transpose(0, 1).reshape(q.shape[1], -1)
