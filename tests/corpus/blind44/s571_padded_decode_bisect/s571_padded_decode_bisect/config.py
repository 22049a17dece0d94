from dataclasses import dataclass, field
from typing import List


def _default_capture_bs() -> List[int]:
    # 1, 2, 4, 8 and then every multiple of 8 up to 64, like the serving default
    return [1, 2, 4] + list(range(8, 65, 8))


@dataclass(frozen=True)
class CudaGraphConfig:
    hidden_size: int = 8
    capture_bs: List[int] = field(default_factory=_default_capture_bs)
    disable_padding: bool = False

    @property
    def max_capture_bs(self) -> int:
        return max(self.capture_bs)
