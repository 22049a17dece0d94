import logging
import threading
import time

import torch

from .memory_pool import KVCache

logger = logging.getLogger(__name__)


class HostKVCache(KVCache):
    """Pinned host mirror of the device pool used for hierarchical caching."""

    def __init__(self, device_pool: KVCache, host_to_device_ratio: float = 2.0):
        size = int(device_pool.size * host_to_device_ratio)
        super().__init__(size, device_pool.head_num, device_pool.head_dim, device_pool.layer_num, device_pool.dtype)
        self.device_pool = device_pool
        self.kv_buffer = torch.zeros(2, self.layer_num, size, self.head_num, self.head_dim, dtype=self.dtype)
        self.lock = threading.RLock()
        self.write_bytes = 0

    def set_kv_buffer(self, layer, loc: torch.Tensor, cache_k: torch.Tensor, cache_v: torch.Tensor,
                      k_scale=None, v_scale=None):
        start = time.perf_counter()
        host_indices = loc.tolist()
        with self.lock:
            self.kv_buffer[0, layer.layer_id, host_indices] = cache_k.to("cpu", non_blocking=True)
            self.kv_buffer[1, layer.layer_id, host_indices] = cache_v.to("cpu", non_blocking=True)
            self.write_bytes += cache_k.numel() * cache_k.element_size() * 2
        logger.debug("host kv write of %d tokens took %.3f ms", len(host_indices),
                     (time.perf_counter() - start) * 1e3)

    def backup_from_device_all_layer(self, device_indices: torch.Tensor, host_indices: torch.Tensor):
        for layer_id in range(self.layer_num):
            k, v = self.device_pool.get_kv_buffer(layer_id)
            self.kv_buffer[0, layer_id, host_indices] = k[device_indices].cpu()
            self.kv_buffer[1, layer_id, host_indices] = v[device_indices].cpu()
