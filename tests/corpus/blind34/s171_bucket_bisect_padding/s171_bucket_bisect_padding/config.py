from dataclasses import dataclass, field
from typing import List


def _default_sizes() -> List[int]:
    # 1, 2, 4, then multiples of 8 up to max_batch_size
    return [1, 2, 4] + list(range(8, 65, 8))


@dataclass
class CaptureConfig:
    hidden_size: int = 16
    max_batch_size: int = 64
    capture_sizes: List[int] = field(default_factory=_default_sizes)
    pad_value: float = 0.0

    def __post_init__(self):
        self.capture_sizes = sorted(set(s for s in self.capture_sizes if s <= self.max_batch_size))
