"""Sanity checks for dynamically computed fp8 KV scales (debugging aid)."""
import logging
import time

import torch

logger = logging.getLogger(__name__)

_STATS = {"checks": 0, "seconds": 0.0}


def check_kv_scales(k_scale: torch.Tensor, v_scale: torch.Tensor, layer_name: str) -> None:
    if torch.compiler.is_compiling():
        return
    t0 = time.perf_counter()
    for name, s in (("k_scale", k_scale), ("v_scale", v_scale)):
        if not torch.isfinite(s).all() or s.min().item() <= 0.0:
            raise RuntimeError(f"{layer_name}: invalid {name} {s.tolist()}")
    _STATS["checks"] += 1
    _STATS["seconds"] += time.perf_counter() - t0
    logger.debug("%s: k_scale=%.4g v_scale=%.4g", layer_name, k_scale.max().item(), v_scale.max().item())
