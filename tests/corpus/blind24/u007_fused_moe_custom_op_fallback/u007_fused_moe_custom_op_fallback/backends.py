from __future__ import annotations

import os
from typing import Callable, Dict

import torch

_BACKENDS: Dict[str, Callable] = {}


def register_backend(name: str):
    def deco(fn: Callable) -> Callable:
        _BACKENDS[name] = fn
        return fn

    return deco


@register_backend("reference")
def _reference(hidden, w13, w2, topk_weights, topk_ids):
    return torch.ops.corpus_u007.fused_moe_ref(hidden, w13, w2, topk_weights, topk_ids)


@register_backend("triton")
def _triton(hidden, w13, w2, topk_weights, topk_ids):
    import triton_fused_moe  # only importable on GPU builds

    return triton_fused_moe.invoke(hidden, w13, w2, topk_weights, topk_ids)


def select_backend() -> Callable:
    name = os.environ.get("CORPUS_MOE_BACKEND", "")
    if not name:
        name = "triton" if torch.cuda.is_available() else "reference"
    return _BACKENDS[name]
