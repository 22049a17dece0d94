import math
from dataclasses import dataclass

from .utils import next_power_of_2, prev_power_of_2


@dataclass(frozen=True)
class GroupQuantConfig:
    group_size: int = 0
    bits: int = 8
    scale_multiplier: float = 1.0
    max_block_rows: int = 64
    max_group_size: int = 128

    @property
    def qmax(self) -> float:
        return float(2 ** (self.bits - 1) - 1)

    def resolve_group_size(self, hidden: int) -> int:
        if self.group_size > 0:
            return self.group_size
        return min(self.max_group_size, prev_power_of_2(hidden))

    def block_rows(self, num_tokens: int) -> int:
        return min(self.max_block_rows, next_power_of_2(num_tokens))

    def num_row_blocks(self, num_tokens: int) -> int:
        return math.ceil(num_tokens / self.block_rows(num_tokens))
