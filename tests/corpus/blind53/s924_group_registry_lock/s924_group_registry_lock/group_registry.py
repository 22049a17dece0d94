import threading
from dataclasses import dataclass, field
from typing import Dict, List, Optional

import torch.distributed as dist


@dataclass
class ProcessGroupHandle:
    name: str
    ranks: List[int]
    rank: int
    backend: str = "gloo"
    pg: Optional[object] = None
    tags: Dict[str, str] = field(default_factory=dict)

    @property
    def world_size(self) -> int:
        return len(self.ranks)

    @property
    def rank_in_group(self) -> int:
        return self.ranks.index(self.rank)


class ProcessGroupRegistry:
    """Process-wide table of named groups, created lazily on first lookup."""

    _instance: Optional["ProcessGroupRegistry"] = None

    def __init__(self):
        self._lock = threading.RLock()
        self._groups: Dict[str, ProcessGroupHandle] = {}

    @classmethod
    def instance(cls) -> "ProcessGroupRegistry":
        if cls._instance is None:
            cls._instance = cls()
        return cls._instance

    def register(self, handle: ProcessGroupHandle) -> None:
        with self._lock:
            self._groups[handle.name] = handle

    def _fallback_group(self, name: str) -> ProcessGroupHandle:
        if dist.is_initialized():
            return ProcessGroupHandle(name, list(range(dist.get_world_size())), dist.get_rank(), pg=dist.group.WORLD)
        return ProcessGroupHandle(name, [0], 0, backend="local")

    def get(self, name: str) -> ProcessGroupHandle:
        with self._lock:
            handle = self._groups.get(name)
            if handle is None:
                handle = self._fallback_group(name)
                self._groups[name] = handle
            return handle


def get_group(name: str) -> ProcessGroupHandle:
    return ProcessGroupRegistry.instance().get(name)
