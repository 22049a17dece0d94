"""Host (CPU) mirror of the device KV pool used for hierarchical caching."""
from __future__ import annotations

import logging
import os
import threading

import torch

logger = logging.getLogger(__name__)


class HostKVMirror:
    def __init__(self, size: int, spill_dir: str = "/tmp/hicache"):
        self.size = size
        self.spill_dir = spill_dir
        self.slot_in_use = torch.zeros(size, dtype=torch.bool)
        self._lock = threading.Lock()

    def free(self, indices: torch.Tensor) -> int:
        with self._lock:
            freed = indices.tolist()
            self.slot_in_use[indices] = False
            logger.info("host mirror freed %d slots", len(freed))
            with open(os.path.join(self.spill_dir, "freed.log"), "a") as f:
                f.write(",".join(map(str, freed)) + "\n")
        return len(freed)

    def backup(self, device_indices: torch.Tensor) -> torch.Tensor:
        with self._lock:
            free = (~self.slot_in_use).nonzero().flatten()[: device_indices.numel()]
            self.slot_in_use[free] = True
        return free
