import threading

import torch


class KVCachePoolBase:
    """Shared bookkeeping for token-to-KV pools (free slots, write counters)."""

    def __init__(self, size: int, head_dim: int, dtype: torch.dtype):
        self.size = size
        self.head_dim = head_dim
        self.dtype = dtype
        self._stats_lock = threading.Lock()
        self._num_token_writes = 0
        self.free_slots = torch.arange(size, dtype=torch.int64)

    def available_size(self) -> int:
        return int(self.free_slots.numel())

    def _count_writes(self, num_tokens: int) -> None:
        # the scheduler thread reads this counter for its load report
        with self._stats_lock:
            self._num_token_writes += num_tokens


class MHATokenToKVPool(KVCachePoolBase):
    def __init__(self, size: int, head_dim: int, dtype: torch.dtype = torch.float32):
        super().__init__(size, head_dim, dtype)
        self.k_buffer = torch.zeros(size, head_dim, dtype=dtype)
        self.v_buffer = torch.zeros(size, head_dim, dtype=dtype)

    def get_kv_buffer(self):
        return self.k_buffer, self.v_buffer

    def set_kv_buffer(self, loc: torch.Tensor, cache_k: torch.Tensor, cache_v: torch.Tensor) -> None:
        if cache_k.dtype != self.dtype:
            cache_k = cache_k.to(self.dtype)
            cache_v = cache_v.to(self.dtype)
        self.k_buffer[loc] = cache_k
        self.v_buffer[loc] = cache_v
        self._count_writes(loc.shape[0])
