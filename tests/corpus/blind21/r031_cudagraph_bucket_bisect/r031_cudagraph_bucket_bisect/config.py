from __future__ import annotations

import dataclasses


def _default_capture_sizes() -> list[int]:
    # 1, 2, 4, then multiples of 8 up to 64 -- the same shape vLLM-style runners use
    sizes = [1, 2, 4]
    sizes.extend(range(8, 65, 8))
    return sizes


@dataclasses.dataclass
class RunnerConfig:
    vocab_size: int = 64
    hidden_size: int = 16
    max_batch_size: int = 64
    capture_sizes: list[int] = dataclasses.field(default_factory=_default_capture_sizes)
    pad_token_id: int = 0

    def __post_init__(self) -> None:
        self.capture_sizes = sorted(set(self.capture_sizes))
        if self.capture_sizes[-1] < self.max_batch_size:
            self.capture_sizes.append(self.max_batch_size)
