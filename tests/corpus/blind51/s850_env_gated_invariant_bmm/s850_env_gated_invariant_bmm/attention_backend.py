import math
from typing import Optional

import torch

from . import batch_invariant_ops as ops


class TorchNativeAttnBackend:
    def __init__(self, num_heads: int, head_dim: int, scaling: Optional[float] = None):
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.scaling = scaling if scaling is not None else 1.0 / math.sqrt(head_dim)

    def _scores(self, q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
        # q: [B*H, Sq, D], k: [B*H, Sk, D]
        return ops.bmm(q, k.transpose(1, 2)) * self.scaling

    @torch.compile(fullgraph=True)
    def forward_extend(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        bsz, seq_len, _ = q.shape
        q = q.view(bsz, seq_len, self.num_heads, self.head_dim).transpose(1, 2)
        k = k.view(bsz, seq_len, self.num_heads, self.head_dim).transpose(1, 2)
        v = v.view(bsz, seq_len, self.num_heads, self.head_dim).transpose(1, 2)
        q = q.reshape(bsz * self.num_heads, seq_len, self.head_dim)
        k = k.reshape(bsz * self.num_heads, seq_len, self.head_dim)
        v = v.reshape(bsz * self.num_heads, seq_len, self.head_dim)
        scores = self._scores(q, k)
        causal = torch.ones(seq_len, seq_len, dtype=torch.bool, device=q.device).tril()
        scores = scores.masked_fill(~causal, float("-inf"))
        probs = ops.softmax(scores, dim=-1)
        out = ops.bmm(probs, v)
        out = out.view(bsz, self.num_heads, seq_len, self.head_dim).transpose(1, 2)
        return out.reshape(bsz, seq_len, self.num_heads * self.head_dim)
