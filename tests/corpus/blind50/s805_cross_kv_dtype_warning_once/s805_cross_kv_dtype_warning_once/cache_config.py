from dataclasses import dataclass

import torch

_STR_TO_DTYPE = {
    "auto": None,
    "bfloat16": torch.bfloat16,
    "float16": torch.float16,
    "float32": torch.float32,
    "fp8_e4m3": torch.float8_e4m3fn,
}


@dataclass(frozen=True)
class CacheConfig:
    cache_dtype: str = "auto"
    cross_cache_dtype: str = "fp8_e4m3"
    block_size: int = 16

    def resolve(self, name: str, model_dtype: torch.dtype) -> torch.dtype:
        dtype = _STR_TO_DTYPE[name]
        return model_dtype if dtype is None else dtype


def supports_fp8_cross_kv(head_dim: int) -> bool:
    return head_dim % 16 == 0
