import threading
from typing import Dict, Tuple

import torch

_GLOBAL_POOL = None


class CapturePool:
    """Shared workspace pool used by every captured graph of the process.

    Graphs captured for different batch sizes share the same workspace so the
    memory cost is that of the largest bucket only.
    """

    def __init__(self):
        self._lock = threading.Lock()
        self._workspaces: Dict[Tuple[int, int], torch.Tensor] = {}
        self.hits = 0
        self.misses = 0

    def workspace(self, rows: int, cols: int) -> torch.Tensor:
        key = (rows, cols)
        with self._lock:
            buf = self._workspaces.get(key)
            if buf is None:
                self.misses += 1
                buf = torch.empty(rows, cols)
                self._workspaces[key] = buf
            else:
                self.hits += 1
        return buf


def get_global_pool() -> CapturePool:
    global _GLOBAL_POOL
    if _GLOBAL_POOL is None:
        _GLOBAL_POOL = CapturePool()
    return _GLOBAL_POOL
