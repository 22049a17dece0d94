import math

import torch
import torch.nn as nn

from .debug_checks import assert_tensor_sane


class TorchSDPABackend:
    def __init__(self, num_heads: int, head_dim: int):
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.scale = 1.0 / math.sqrt(head_dim)

    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        scores = torch.einsum("hqd,hkd->hqk", q, k) * self.scale
        assert_tensor_sane("attn_scores", scores)
        probs = torch.softmax(scores, dim=-1)
        return torch.einsum("hqk,hkd->hqd", probs, v)


class SelfAttention(nn.Module):
    def __init__(self, hidden: int, num_heads: int):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.qkv = nn.Linear(hidden, 3 * hidden)
        self.out = nn.Linear(hidden, hidden)
        self.backend = TorchSDPABackend(num_heads, self.head_dim)

    def _split(self, x: torch.Tensor) -> torch.Tensor:
        return x.view(x.shape[0], self.num_heads, self.head_dim).transpose(0, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        o = self.backend.forward(self._split(q), self._split(k), self._split(v))
        o = o.transpose(0, 1).reshape(x.shape[0], -1)
        assert_tensor_sane("attn_out", o)
        return self.out(o)
