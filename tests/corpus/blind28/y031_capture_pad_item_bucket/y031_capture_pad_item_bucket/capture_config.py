"""Capture-size configuration shared by the decode runner and the scheduler."""
from dataclasses import dataclass, field
from typing import List


def _default_capture_sizes() -> List[int]:
    sizes = [1, 2, 4]
    sizes += list(range(8, 33, 8))
    return sizes


@dataclass(frozen=True)
class CaptureConfig:
    capture_sizes: List[int] = field(default_factory=_default_capture_sizes)
    max_num_tokens: int = 32
    pad_value: float = 0.0

    def bucket_for(self, n: int) -> int:
        for size in self.capture_sizes:
            if size >= n:
                return size
        return self.max_num_tokens


DEFAULT_CAPTURE = CaptureConfig()
