from __future__ import annotations

import threading
from typing import List


class OutOfSlotsError(RuntimeError):
    pass


class TokenSlotAllocator:
    """Hands out KV-cache slot indices.

    The scheduler thread frees slots of finished requests while the model
    thread reserves new ones, hence the lock.
    """

    def __init__(self, size: int):
        self.size = size
        self._lock = threading.Lock()
        self._free: List[int] = list(range(size))
        self._high_water = 0

    def available(self) -> int:
        return len(self._free)

    def reserve(self, n: int) -> List[int]:
        with self._lock:
            if n > len(self._free):
                raise OutOfSlotsError(f"need {n} slots, {len(self._free)} free")
            out, self._free = self._free[:n], self._free[n:]
            self._high_water = max(self._high_water, self.size - len(self._free))
            return out

    def release(self, slots: List[int]) -> None:
        with self._lock:
            self._free.extend(slots)
            self._free.sort()
