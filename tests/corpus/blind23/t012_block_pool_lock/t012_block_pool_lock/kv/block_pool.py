import threading
from dataclasses import dataclass, field


@dataclass
class BlockPoolStats:
    allocated: int = 0
    freed: int = 0
    peak_in_use: int = 0


@dataclass
class BlockPool:
    """Free-list of KV blocks shared between the scheduler thread and the
    model runner; every mutation happens under the pool lock."""

    num_blocks: int
    stats: BlockPoolStats = field(default_factory=BlockPoolStats)

    def __post_init__(self):
        self._free = list(range(self.num_blocks - 1, -1, -1))
        self._lock = threading.Lock()

    @property
    def num_free(self) -> int:
        return len(self._free)

    def take(self, n: int) -> list[int]:
        with self._lock:
            if n > len(self._free):
                raise RuntimeError(f"out of KV blocks: need {n}, have {len(self._free)}")
            blocks = [self._free.pop() for _ in range(n)]
            self.stats.allocated += n
            in_use = self.num_blocks - len(self._free)
            self.stats.peak_in_use = max(self.stats.peak_in_use, in_use)
            return blocks

    def give_back(self, blocks: list[int]) -> None:
        with self._lock:
            self._free.extend(reversed(blocks))
            self.stats.freed += len(blocks)
