"""Token-to-KV pools: flat per-layer buffers indexed by token slot."""
from typing import Optional, Union

import torch

_KV_DTYPE_MAP = {
    "auto": None,
    "fp8_e4m3": torch.float8_e4m3fn,
    "fp8_e5m2": torch.float8_e5m2,
    "bf16": torch.bfloat16,
}


def _as_float_scale(scale: Union[float, torch.Tensor, None]) -> Optional[float]:
    if scale is None:
        return None
    if isinstance(scale, torch.Tensor):
        return scale.item()
    return float(scale)


class KVCache:
    def __init__(self, size: int, head_num: int, head_dim: int, layer_num: int,
                 dtype: torch.dtype, kv_cache_dtype: str):
        self.size = size
        self.head_num = head_num
        self.head_dim = head_dim
        self.layer_num = layer_num
        self.dtype = _KV_DTYPE_MAP[kv_cache_dtype] or dtype
        if self.dtype in (torch.float8_e4m3fn, torch.float8_e5m2):
            self.store_dtype = torch.uint8
        else:
            self.store_dtype = self.dtype

    def _store(self, buffer: torch.Tensor, loc: torch.Tensor, cache: torch.Tensor,
               scale: Union[float, torch.Tensor, None]) -> None:
        if cache.dtype != self.dtype:
            scale_val = _as_float_scale(scale)
            if scale_val is not None and scale_val != 1.0:
                cache = cache / scale_val
            cache = cache.to(self.dtype)
        if self.store_dtype != self.dtype:
            cache = cache.view(self.store_dtype)
        buffer[loc] = cache

    def get_key_buffer(self, layer_id: int) -> torch.Tensor:
        raise NotImplementedError

    def get_value_buffer(self, layer_id: int) -> torch.Tensor:
        raise NotImplementedError


class MHATokenToKVPool(KVCache):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        shape = (self.size + 1, self.head_num, self.head_dim)
        self.k_buffer = [torch.zeros(shape, dtype=self.store_dtype) for _ in range(self.layer_num)]
        self.v_buffer = [torch.zeros(shape, dtype=self.store_dtype) for _ in range(self.layer_num)]

    def get_key_buffer(self, layer_id: int) -> torch.Tensor:
        if self.store_dtype != self.dtype:
            return self.k_buffer[layer_id].view(self.dtype)
        return self.k_buffer[layer_id]

    def get_value_buffer(self, layer_id: int) -> torch.Tensor:
        if self.store_dtype != self.dtype:
            return self.v_buffer[layer_id].view(self.dtype)
        return self.v_buffer[layer_id]

    def set_kv_buffer(self, layer, loc, cache_k, cache_v, k_scale=None, v_scale=None):
        layer_id = layer.layer_id
        self._store(self.k_buffer[layer_id], loc, cache_k, k_scale)
        self._store(self.v_buffer[layer_id], loc, cache_v, v_scale)
