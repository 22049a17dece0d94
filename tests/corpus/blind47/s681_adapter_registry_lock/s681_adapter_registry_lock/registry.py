from __future__ import annotations

import threading
from dataclasses import dataclass, field


@dataclass
class AdapterEntry:
    name: str
    slot: int
    rank: int
    alpha: float
    pinned: bool = False

    @property
    def scaling(self) -> float:
        return self.alpha / self.rank


@dataclass
class AdapterRegistry:
    """Name -> GPU slot table shared between the scheduler thread and the model runner."""

    max_loras: int
    _entries: dict = field(default_factory=dict)
    _lock: threading.RLock = field(default_factory=threading.RLock)

    def register(self, name: str, rank: int, alpha: float, pinned: bool = False) -> AdapterEntry:
        with self._lock:
            if name in self._entries:
                return self._entries[name]
            if len(self._entries) >= self.max_loras:
                raise RuntimeError(f"no free LoRA slot for adapter {name!r}")
            entry = AdapterEntry(name, len(self._entries), rank, alpha, pinned)
            self._entries[name] = entry
            return entry

    def resolve(self, name: str | None) -> AdapterEntry | None:
        if name is None:
            return None
        with self._lock:
            return self._entries.get(name)

    def __len__(self) -> int:
        return len(self._entries)


GLOBAL_ADAPTER_REGISTRY = AdapterRegistry(max_loras=3)
