import threading

import torch


class BlockTable:
    def __init__(self, num_blocks: int = 16):
        self._lock = threading.RLock()
        self.free = list(range(num_blocks))
        self.table = torch.zeros(num_blocks, dtype=torch.long)

    def slot_mapping(self, n: int) -> torch.Tensor:
        with self._lock:
            return self.table[:n] + torch.arange(n)
