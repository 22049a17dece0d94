from collections import deque
from typing import Deque, List

import torch


class BlockTableRing:
    """Round-robin set of preallocated block tables for sliding-window layers."""

    def __init__(self, num_tables: int, blocks_per_table: int):
        self._tables: Deque[torch.Tensor] = deque(
            torch.arange(i * blocks_per_table, (i + 1) * blocks_per_table, dtype=torch.int32)
            for i in range(num_tables)
        )

    def current(self) -> torch.Tensor:
        return self._tables[0]

    def rotate(self, n: int = 1) -> None:
        self._tables.rotate(-n)

    def all_tables(self) -> List[torch.Tensor]:
        return list(self._tables)


def advance_all(rings: List[BlockTableRing]) -> None:
    for ring in rings:
        ring.rotate()
