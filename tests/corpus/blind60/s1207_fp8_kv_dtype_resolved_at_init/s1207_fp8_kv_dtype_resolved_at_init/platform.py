from __future__ import annotations

import functools
import logging
import os

import torch

logger = logging.getLogger(__name__)


@functools.cache
def fp8_kv_cache_supported() -> bool:
    if os.environ.get("KV_CACHE_DISABLE_FP8", "0") == "1":
        return False
    if torch.cuda.is_available():
        major, minor = torch.cuda.get_device_capability()
        return (major, minor) >= (8, 9)
    return hasattr(torch, "float8_e4m3fn")


@functools.lru_cache(maxsize=None)
def resolve_kv_cache_dtype(cache_dtype: str, model_dtype: torch.dtype) -> torch.dtype:
    if cache_dtype == "auto":
        return model_dtype
    if cache_dtype in ("fp8", "fp8_e4m3"):
        if not fp8_kv_cache_supported():
            logger.warning("fp8 kv cache not supported on this platform, using %s", model_dtype)
            return model_dtype
        logger.info(
            "Using fp8 data type to store kv cache. It reduces the GPU memory footprint "
            "and boosts the performance. Meanwhile, it may cause accuracy drop without "
            "a proper scaling factor."
        )
        return torch.float8_e4m3fn
    if cache_dtype == "fp8_e5m2":
        return torch.float8_e5m2
    raise ValueError(f"Unknown kv cache dtype {cache_dtype}")
