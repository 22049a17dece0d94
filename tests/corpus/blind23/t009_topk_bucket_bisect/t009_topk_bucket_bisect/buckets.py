from __future__ import annotations

import bisect
from dataclasses import dataclass, field


@dataclass
class CaptureSizes:
    """Batch sizes the engine captured graphs for; batches are padded up to one."""

    sizes: list[int] = field(default_factory=lambda: [1, 2, 4, 8, 16, 32])

    def __post_init__(self) -> None:
        self.sizes = sorted(set(self.sizes))

    @property
    def max_size(self) -> int:
        return self.sizes[-1]

    def padded(self, n: int) -> int:
        if n > self.max_size:
            return n
        return self.sizes[bisect.bisect_left(self.sizes, n)]


DEFAULT_CAPTURE_SIZES = CaptureSizes()
