"""Decode attention layer: looks up the JIT module for its spec on every call."""
from __future__ import annotations

import math

import torch
from torch import nn

from .jit_spec import DecodeKernelSpec
from .module_cache import JitModule, module_cache


def _decode_reference(q, k_cache, v_cache, sm_scale: float):
    # q: [tokens, heads, dim]; caches: [kv_len, heads, dim]
    scores = torch.einsum("thd,khd->thk", q, k_cache) * sm_scale
    probs = torch.softmax(scores, dim=-1)
    return torch.einsum("thk,khd->thd", probs, v_cache)


def _build_decode_module(spec: DecodeKernelSpec) -> JitModule:
    # the CUDA build is skipped on CPU hosts: bind the reference implementation
    return JitModule(spec.uri, {"run": _decode_reference})


def get_decode_module(dtype_q: torch.dtype, dtype_kv: torch.dtype, head_dim: int) -> JitModule:
    spec = DecodeKernelSpec(dtype_q, dtype_kv, head_dim)
    return module_cache().get_or_build(spec, _build_decode_module)


def batch_decode(q: torch.Tensor, k_cache: torch.Tensor, v_cache: torch.Tensor, sm_scale=None):
    head_dim = q.shape[-1]
    if sm_scale is None:
        sm_scale = 1.0 / math.sqrt(head_dim)
    module = get_decode_module(q.dtype, k_cache.dtype, head_dim)
    return module.run(q, k_cache, v_cache, sm_scale)


class DecodeAttention(nn.Module):
    def __init__(self, num_heads: int, head_dim: int, kv_len: int):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.register_buffer("k_cache", torch.randn(kv_len, num_heads, head_dim))
        self.register_buffer("v_cache", torch.randn(kv_len, num_heads, head_dim))

    def forward(self, q: torch.Tensor) -> torch.Tensor:
        tokens = q.shape[0]
        q = q.view(tokens, self.num_heads, self.head_dim)
        out = batch_decode(q, self.k_cache, self.v_cache)
        return out.reshape(tokens, self.num_heads * self.head_dim)


compiled_decode = torch.compile(DecodeAttention(num_heads=2, head_dim=4, kv_len=6), fullgraph=True)
