"""Backend selection: which implementation of the routing ops this host can run."""
from __future__ import annotations

import enum
import functools
import os

import torch


class RoutingBackend(enum.Enum):
    SGL_KERNEL = "sgl_kernel"
    TRITON = "triton"
    NATIVE = "native"


def _kernel_ops_loaded() -> bool:
    return hasattr(torch.ops, "sgl_kernel") and hasattr(torch.ops.sgl_kernel, "topk_softmax")


@functools.lru_cache(maxsize=None)
def routing_backend() -> RoutingBackend:
    forced = os.environ.get("CORPUS_V025_ROUTING_BACKEND")
    if forced:
        return RoutingBackend(forced)
    if torch.cuda.is_available():
        major, _ = torch.cuda.get_device_capability()
        if major >= 8 and _kernel_ops_loaded():
            return RoutingBackend.SGL_KERNEL
        return RoutingBackend.TRITON
    return RoutingBackend.NATIVE


@functools.lru_cache(maxsize=64)
def native_chunk_size(num_tokens: int) -> int:
    """Tokens per chunk for the native path: one chunk per intra-op thread."""
    threads = max(1, torch.get_num_threads())
    return max(1, (num_tokens + threads - 1) // threads)
