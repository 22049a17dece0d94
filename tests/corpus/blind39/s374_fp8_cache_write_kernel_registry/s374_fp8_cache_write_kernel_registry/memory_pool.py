import torch

from .kernels import get_cache_write_kernel


class MHATokenToKVPool:
    """Token-granular KV pool (page size 1) with optional fp8 storage."""

    def __init__(self, size: int, head_num: int, head_dim: int, layer_num: int, kv_cache_dtype: str = "auto"):
        self.kv_cache_dtype = kv_cache_dtype
        store_dtype = torch.uint8 if kv_cache_dtype.startswith("fp8") else torch.float32
        self.k_buffer = [torch.zeros(size, head_num, head_dim, dtype=store_dtype) for _ in range(layer_num)]
        self.v_buffer = [torch.zeros(size, head_num, head_dim, dtype=store_dtype) for _ in range(layer_num)]
        self._store = get_cache_write_kernel(kv_cache_dtype)

    @torch.compile(fullgraph=True)
    def set_kv_buffer(self, layer_id: int, loc: torch.Tensor, cache_k: torch.Tensor, cache_v: torch.Tensor,
                      k_scale: float = 1.0, v_scale: float = 1.0):
        self._store(self.k_buffer[layer_id], self.v_buffer[layer_id], loc, cache_k, cache_v, k_scale, v_scale)
        return self.k_buffer[layer_id][loc]
