from __future__ import annotations

import abc
import logging
import threading
import time

import torch

from .memory_pool import KVCache

logger = logging.getLogger(__name__)


class HostKVCache(abc.ABC):
    def __init__(self, device_pool: KVCache, host_to_device_ratio: float = 2.0):
        self.device_pool = device_pool
        self.page_size = device_pool.page_size
        self.size = int(device_pool.size * host_to_device_ratio)
        self.dtype = device_pool.store_dtype
        self.lock = threading.RLock()
        self.kv_buffer = self.init_kv_buffer()

    @abc.abstractmethod
    def init_kv_buffer(self) -> torch.Tensor:
        raise NotImplementedError()

    @torch.compiler.disable
    def set_kv_buffer(self, layer_id, loc, cache_k, cache_v) -> None:
        start = time.monotonic()
        with self.lock:
            for i, idx in enumerate(loc.tolist()):
                self.kv_buffer[0, layer_id, idx] = cache_k[i]
                self.kv_buffer[1, layer_id, idx] = cache_v[i]
        logger.debug("host set_kv_buffer: %d tokens in %.3fms", loc.numel(), 1e3 * (time.monotonic() - start))

    def get_kv_buffer(self, layer_id: int):
        return self.kv_buffer[0, layer_id], self.kv_buffer[1, layer_id]


class MHATokenToKVPoolHost(HostKVCache):
    def init_kv_buffer(self) -> torch.Tensor:
        dev = self.device_pool
        shape = (2, dev.layer_num, self.size, dev.head_num, dev.head_dim)
        return torch.empty(shape, dtype=self.dtype, pin_memory=False)

    def backup_from_device_all_layer(self, device_indices: torch.Tensor, host_indices: torch.Tensor) -> None:
        for layer_id in range(self.device_pool.layer_num):
            k, v = self.device_pool.get_kv_buffer(layer_id)
            self.set_kv_buffer(layer_id, host_indices, k[device_indices], v[device_indices])
