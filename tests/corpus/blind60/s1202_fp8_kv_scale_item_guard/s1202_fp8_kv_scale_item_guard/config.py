from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import torch

STR_DTYPE_TO_TORCH_DTYPE = {
    "half": torch.half,
    "bfloat16": torch.bfloat16,
    "float": torch.float,
    "fp8": torch.float8_e4m3fn,
    "fp8_e4m3": torch.float8_e4m3fn,
    "fp8_e5m2": torch.float8_e5m2,
}


@dataclass
class CacheConfig:
    block_size: int = 4
    num_gpu_blocks: int = 8
    cache_dtype: str = "fp8_e4m3"
    calculate_kv_scales: bool = False


def get_kv_cache_torch_dtype(cache_dtype: str, model_dtype: Optional[torch.dtype] = None) -> torch.dtype:
    if cache_dtype == "auto":
        return model_dtype if model_dtype is not None else torch.float32
    if cache_dtype not in STR_DTYPE_TO_TORCH_DTYPE:
        raise ValueError(f"Invalid kv cache dtype: {cache_dtype}")
    return STR_DTYPE_TO_TORCH_DTYPE[cache_dtype]


def is_quantized_kv_cache(cache_dtype: str) -> bool:
    return cache_dtype != "auto" and cache_dtype.startswith("fp8")
