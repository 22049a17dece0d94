import torch

from .config import HICACHE_CONFIG, HiCacheConfig
from .memory_pool import MHATokenToKVPoolDevice, MHATokenToKVPoolHost


class HiCacheController:
    """Moves evicted prefix KV between the device pool and the host pool."""

    def __init__(self, cfg: HiCacheConfig = HICACHE_CONFIG):
        self.cfg = cfg
        self.mem_pool_device = MHATokenToKVPoolDevice(cfg)
        self.mem_pool_host = MHATokenToKVPoolHost(cfg)

    def write_backup(self, device_indices: torch.Tensor) -> torch.Tensor:
        host_indices = self.mem_pool_host.alloc(device_indices.numel())
        self.mem_pool_host.set_flat_data(host_indices, self.mem_pool_device.get_flat_data(device_indices))
        return host_indices

    @torch.compile(fullgraph=True)
    def reorder_device_prefix(self, src_indices: torch.Tensor, dst_indices: torch.Tensor) -> torch.Tensor:
        """Compacts a matched prefix into contiguous device slots (after radix-tree splits)."""
        flat = self.mem_pool_device.get_flat_data(src_indices)
        self.mem_pool_device.set_flat_data(dst_indices, flat)
        return flat.sum(dim=(0, 1, 3, 4))
