"""topk_softmax implementations, one per backend, behind a small registry."""
from __future__ import annotations

from typing import Callable, Dict, Tuple

import torch

from .backend import RoutingBackend, native_chunk_size, routing_backend

_IMPLS: Dict[RoutingBackend, Callable] = {}


def _register(backend: RoutingBackend):
    def deco(fn):
        _IMPLS[backend] = fn
        return fn

    return deco


@_register(RoutingBackend.SGL_KERNEL)
def _topk_softmax_kernel(gating: torch.Tensor, top_k: int, renormalize: bool):
    n = gating.shape[0]
    weights = gating.new_empty(n, top_k, dtype=torch.float32)
    ids = gating.new_empty(n, top_k, dtype=torch.int32)
    torch.ops.sgl_kernel.topk_softmax(weights, ids, gating.float(), renormalize)
    return weights, ids


@_register(RoutingBackend.NATIVE)
def _topk_softmax_native(gating: torch.Tensor, top_k: int, renormalize: bool):
    chunk = native_chunk_size(gating.shape[0])
    weights, ids = [], []
    for start in range(0, gating.shape[0], chunk):
        probs = torch.softmax(gating[start : start + chunk].float(), dim=-1)
        w, i = torch.topk(probs, top_k, dim=-1)
        weights.append(w)
        ids.append(i.to(torch.int32))
    weights = torch.cat(weights)
    if renormalize:
        weights = weights / weights.sum(dim=-1, keepdim=True)
    return weights, torch.cat(ids)


def topk_softmax(gating: torch.Tensor, top_k: int, renormalize: bool = True) -> Tuple[torch.Tensor, torch.Tensor]:
    impl = _IMPLS.get(routing_backend(), _topk_softmax_native)
    return impl(gating, top_k, renormalize)
