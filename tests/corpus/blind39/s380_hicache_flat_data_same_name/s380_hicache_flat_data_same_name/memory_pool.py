"""Device (GPU) and host (pinned CPU) KV pools for hierarchical prefix caching."""
import numpy as np
import torch

from .config import HiCacheConfig


class MHATokenToKVPoolDevice:
    def __init__(self, cfg: HiCacheConfig):
        self.cfg = cfg
        self.size = cfg.device_slots
        self.kv_buffer = torch.zeros(2, cfg.layer_num, cfg.device_slots, cfg.head_num, cfg.head_dim)

    def _validate(self, indices: torch.Tensor) -> None:
        if indices.max().item() >= self.size or indices.min().item() < 0:
            raise IndexError(f"KV index out of range for pool of {self.size} slots")

    def get_flat_data(self, indices: torch.Tensor) -> torch.Tensor:
        if self.cfg.check_bounds:
            self._validate(indices)
        return self.kv_buffer[:, :, indices]

    def set_flat_data(self, indices: torch.Tensor, flat_data: torch.Tensor) -> None:
        self.kv_buffer[:, :, indices] = flat_data


class MHATokenToKVPoolHost:
    def __init__(self, cfg: HiCacheConfig):
        self.cfg = cfg
        self.size = cfg.host_slots
        self.kv_buffer = np.zeros((2, cfg.layer_num, cfg.host_slots, cfg.head_num, cfg.head_dim), dtype=np.float32)
        self.free_slots = list(range(cfg.host_slots))

    def get_flat_data(self, indices: torch.Tensor) -> torch.Tensor:
        idx = np.asarray(indices.tolist(), dtype=np.int64)
        return torch.from_numpy(self.kv_buffer[:, :, idx].copy())

    def set_flat_data(self, indices: torch.Tensor, flat_data: torch.Tensor) -> None:
        self.kv_buffer[:, :, indices.tolist()] = flat_data.cpu().numpy()

    def alloc(self, need: int) -> torch.Tensor:
        taken, self.free_slots = self.free_slots[:need], self.free_slots[need:]
        return torch.tensor(taken, dtype=torch.int64)
