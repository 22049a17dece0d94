from dataclasses import dataclass, field
from typing import List


def _default_capture_sizes() -> List[int]:
    # 1, 2, 4 and then every multiple of 8 up to the max, like most engines do
    sizes = [1, 2, 4] + list(range(8, 33, 8))
    return sorted(set(sizes))


@dataclass
class RunnerConfig:
    vocab_size: int = 64
    hidden_size: int = 16
    max_position: int = 128
    capture_sizes: List[int] = field(default_factory=_default_capture_sizes)
    pad_token_id: int = 0

    @property
    def max_capture_size(self) -> int:
        return self.capture_sizes[-1]
