from __future__ import annotations

import gc
import logging
import time
from typing import List, Tuple

import torch

logger = logging.getLogger(__name__)


class KVCache:
    def __init__(self, size: int, head_dim: int, layer_num: int, dtype: torch.dtype):
        self.size = size
        self.head_dim = head_dim
        self.layer_num = layer_num
        self.dtype = dtype

    def get_kv_buffer(self, layer_id: int) -> Tuple[torch.Tensor, torch.Tensor]:
        raise NotImplementedError()

    def evict(self, indices: torch.Tensor) -> None:
        raise NotImplementedError()


class MHATokenToKVPool(KVCache):
    def __init__(self, size: int, head_dim: int, layer_num: int, dtype: torch.dtype = torch.float32):
        super().__init__(size, head_dim, layer_num, dtype)
        self.k_buffer: List[torch.Tensor] = [torch.zeros(size + 1, head_dim, dtype=dtype) for _ in range(layer_num)]
        self.v_buffer: List[torch.Tensor] = [torch.zeros(size + 1, head_dim, dtype=dtype) for _ in range(layer_num)]

    def get_kv_buffer(self, layer_id: int) -> Tuple[torch.Tensor, torch.Tensor]:
        return self.k_buffer[layer_id], self.v_buffer[layer_id]

    def set_kv_buffer(self, layer_id: int, loc: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> None:
        self.k_buffer[layer_id][loc] = k
        self.v_buffer[layer_id][loc] = v

    def evict(self, indices: torch.Tensor) -> None:
        for layer_id in range(self.layer_num):
            self.k_buffer[layer_id].index_fill_(0, indices, 0.0)
            self.v_buffer[layer_id].index_fill_(0, indices, 0.0)


class HostKVCache(KVCache):
    def __init__(self, device_pool: KVCache, host_to_device_ratio: float = 2.0):
        size = int(device_pool.size * host_to_device_ratio)
        super().__init__(size, device_pool.head_dim, device_pool.layer_num, device_pool.dtype)
        self.kv_buffer = torch.empty(2, self.layer_num, size, self.head_dim, dtype=self.dtype)
        self.last_evict_time = time.time()

    def get_kv_buffer(self, layer_id: int) -> Tuple[torch.Tensor, torch.Tensor]:
        return self.kv_buffer[0, layer_id], self.kv_buffer[1, layer_id]

    def evict(self, indices: torch.Tensor) -> None:
        freed = len(indices)
        self.last_evict_time = time.time()
        gc.collect()
        logger.debug("host kv cache evicted %d slots", freed)
