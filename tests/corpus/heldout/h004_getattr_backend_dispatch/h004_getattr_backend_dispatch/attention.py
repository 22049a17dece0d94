import math

import torch
import torch.nn.functional as F
from torch import nn

from .debug_utils import dump_shapes


class SelfAttention(nn.Module):
    """Multi-head attention with a pluggable backend, chosen by name."""

    SUPPORTED_BACKENDS = ("sdpa", "reference")

    def __init__(self, hidden_size: int, num_heads: int, backend: str = "sdpa") -> None:
        super().__init__()
        if backend not in self.SUPPORTED_BACKENDS:
            raise ValueError(backend)
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.qkv = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.backend = backend

    def _split_heads(self, t: torch.Tensor) -> torch.Tensor:
        b, s, _ = t.shape
        return t.view(b, s, self.num_heads, self.head_dim).transpose(1, 2)

    def _attn_sdpa(self, q, k, v):
        return F.scaled_dot_product_attention(q, k, v, is_causal=True)

    def _attn_reference(self, q, k, v):
        dump_shapes("reference-attn", q=q, k=k, v=v)
        scores = q @ k.transpose(-2, -1) / math.sqrt(self.head_dim)
        s = q.shape[-2]
        mask = torch.ones(s, s, dtype=torch.bool, device=q.device).tril()
        scores = scores.masked_fill(~mask, float("-inf"))
        return scores.softmax(dim=-1) @ v

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        q, k, v = map(self._split_heads, (q, k, v))
        attn_impl = getattr(self, f"_attn_{self.backend}")
        out = attn_impl(q, k, v)
        b, h, s, d = out.shape
        return self.o_proj(out.transpose(1, 2).reshape(b, s, h * d))
