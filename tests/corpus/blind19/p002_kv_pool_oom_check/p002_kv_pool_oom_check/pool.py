from __future__ import annotations

import torch


class KVCacheOOMError(RuntimeError):
    pass


class TokenToKVPool:
    """Flat KV buffers indexed by token slot."""

    def __init__(self, size: int, head_num: int, head_dim: int, dtype=torch.float32):
        self.size = size
        self.head_num = head_num
        self.head_dim = head_dim
        self.dtype = dtype
        # slot 0 is reserved as the padding slot for dummy tokens
        self.k_buffer = torch.zeros(size + 1, head_num, head_dim, dtype=dtype)
        self.v_buffer = torch.zeros(size + 1, head_num, head_dim, dtype=dtype)

    def set_kv_buffer(self, loc: torch.Tensor, cache_k: torch.Tensor, cache_v: torch.Tensor):
        if cache_k.dtype != self.dtype:
            cache_k = cache_k.to(self.dtype)
            cache_v = cache_v.to(self.dtype)
        self.k_buffer[loc] = cache_k
        self.v_buffer[loc] = cache_v

    def get_kv_buffer(self):
        return self.k_buffer, self.v_buffer
