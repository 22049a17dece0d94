import logging
from dataclasses import dataclass

import torch

logger = logging.getLogger(__name__)

_STR_TO_KV_DTYPE = {
    "auto": None,
    "fp8": torch.float8_e4m3fn,
    "fp8_e4m3": torch.float8_e4m3fn,
    "fp8_e5m2": torch.float8_e5m2,
}


@dataclass(frozen=True)
class KVCacheSpec:
    block_size: int
    num_kv_heads: int
    head_size: int
    cache_dtype: str = "auto"
    calculate_kv_scales: bool = False

    def torch_dtype(self, model_dtype: torch.dtype) -> torch.dtype:
        dtype = _STR_TO_KV_DTYPE[self.cache_dtype]
        if dtype is None:
            return model_dtype
        if dtype == torch.float8_e5m2 and not self.calculate_kv_scales:
            logger.warning(
                "Using fp8_e5m2 KV cache without scaling factors; accuracy may degrade. "
                "Consider --calculate-kv-scales or fp8_e4m3 with a calibrated checkpoint."
            )
        return dtype

    @property
    def page_size_elems(self) -> int:
        return self.block_size * self.num_kv_heads * self.head_size
