"""Norm layers. Dispatch is resolved once, at construction."""
from __future__ import annotations

from typing import Optional

import torch
from torch import nn


class _KernelNorm(nn.Module):
    plain_op: str = "rmsnorm"
    fused_op: str = "fused_add_rmsnorm"

    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps
        ns = torch.ops.corpus_v023
        self._plain = getattr(ns, self.plain_op)
        self._fused = getattr(ns, self.fused_op)

    def forward(self, x: torch.Tensor, residual: Optional[torch.Tensor] = None):
        if residual is not None:
            return self._fused(x, residual, self.weight, self.variance_epsilon)
        return self._plain(x, self.weight, self.variance_epsilon)


class RMSNorm(_KernelNorm):
    pass


class GemmaRMSNorm(_KernelNorm):
    plain_op = "gemma_rmsnorm"
    fused_op = "gemma_fused_add_rmsnorm"

    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__(hidden_size, eps)
        nn.init.zeros_(self.weight)


class GemmaNormBlock(nn.Module):
    """Pre/post-feedforward norms as laid out in Gemma 2 decoder layers."""

    def __init__(self, hidden_size: int):
        super().__init__()
        self.post_attention_layernorm = GemmaRMSNorm(hidden_size)
        self.pre_feedforward_layernorm = GemmaRMSNorm(hidden_size)

    def forward(self, hidden: torch.Tensor, residual: torch.Tensor):
        hidden = self.post_attention_layernorm(hidden)
        hidden, residual = self.pre_feedforward_layernorm(hidden, residual)
        return hidden, residual


_block = GemmaNormBlock(8)


def post_attention_norms(hidden: torch.Tensor, residual: torch.Tensor):
    return _block(hidden, residual)


post_attention_norms_compiled = torch.compile(post_attention_norms, fullgraph=True)
