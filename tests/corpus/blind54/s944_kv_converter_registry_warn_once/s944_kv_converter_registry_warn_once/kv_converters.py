"""Cache-dtype converters selected by ``CacheConfig.cache_dtype``."""
from typing import Callable, Dict, Optional, Type

import torch

from .logging_utils import warning_once

KV_CACHE_CONVERTERS: Dict[str, Type["KVCacheConverter"]] = {}


def register_converter(name: str) -> Callable:
    def _wrap(cls):
        KV_CACHE_CONVERTERS[name] = cls
        return cls

    return _wrap


class KVCacheConverter:
    storage_dtype: Optional[torch.dtype] = None

    def __init__(self, model_dtype: torch.dtype):
        self.model_dtype = model_dtype

    @property
    def cache_dtype(self) -> torch.dtype:
        return self.storage_dtype or self.model_dtype

    def quantize(self, x: torch.Tensor, scale: Optional[torch.Tensor]) -> torch.Tensor:
        return x

    def dequantize(self, x: torch.Tensor, scale: Optional[torch.Tensor]) -> torch.Tensor:
        return x


@register_converter("auto")
class PassthroughConverter(KVCacheConverter):
    pass


@register_converter("fp8_e4m3")
class Fp8E4M3Converter(KVCacheConverter):
    storage_dtype = torch.float8_e4m3fn

    def quantize(self, x, scale):
        finfo = torch.finfo(self.storage_dtype)
        return (x / scale).clamp(finfo.min, finfo.max).to(self.storage_dtype)

    def dequantize(self, x, scale):
        return x.to(self.model_dtype) * scale


@register_converter("fp8_e5m2")
class Fp8E5M2Converter(KVCacheConverter):
    storage_dtype = torch.float8_e5m2

    def quantize(self, x, scale):
        if scale is not None:
            warning_once("fp8_e5m2 KV cache does not support scaling factors; ignoring k/v scales.")
        return x.to(self.storage_dtype)

    def dequantize(self, x, scale):
        return x.to(self.model_dtype)


def get_kv_cache_converter(cache_dtype: str, model_dtype: torch.dtype) -> KVCacheConverter:
    try:
        cls = KV_CACHE_CONVERTERS[cache_dtype]
    except KeyError:
        raise ValueError(f"Unsupported kv cache dtype {cache_dtype!r}") from None
    return cls(model_dtype)
