from __future__ import annotations

import logging
import os
import time

import torch

logger = logging.getLogger(__name__)

_STORE_STATS = {"calls": 0, "seconds": 0.0}


@torch.library.custom_op("corpus_k007::store_kv_cache", mutates_args=("k_cache", "v_cache"))
def store_kv_cache(
    k_cache: torch.Tensor, v_cache: torch.Tensor, loc: torch.Tensor, k: torch.Tensor, v: torch.Tensor
) -> None:
    t0 = time.perf_counter()
    # reference path: scatter row by row, like the fallback of the CUDA kernel
    for i, slot in enumerate(loc.tolist()):
        k_cache[slot].copy_(k[i])
        v_cache[slot].copy_(v[i])
    _STORE_STATS["calls"] += 1
    _STORE_STATS["seconds"] += time.perf_counter() - t0
    if os.environ.get("SGLANG_KV_STORE_DEBUG"):
        logger.info("stored %d tokens", loc.numel())


@store_kv_cache.register_fake
def _(k_cache, v_cache, loc, k, v) -> None:
    return None
