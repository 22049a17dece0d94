"""Id remapping tables: map raw (sparse, huge) item ids to dense embedding rows."""
from __future__ import annotations

from typing import Dict, Iterable

import torch


class IdRemapTable:
    """Maps raw ids seen at training time onto contiguous rows.

    Unknown ids fall into a single OOV row (row 0).
    """

    OOV_ROW = 0

    def __init__(self, vocab: Iterable[int]):
        self._mapping: Dict[int, int] = {}
        for row, raw in enumerate(vocab, start=1):
            self._mapping[int(raw)] = row

    @property
    def num_rows(self) -> int:
        return len(self._mapping) + 1

    def lookup_one(self, raw_id: int) -> int:
        return self._mapping.get(raw_id, self.OOV_ROW)

    def remap(self, raw_ids: torch.Tensor) -> torch.Tensor:
        flat = raw_ids.reshape(-1).tolist()
        rows = [self.lookup_one(r) for r in flat]
        return torch.tensor(rows, dtype=torch.long, device=raw_ids.device).view_as(raw_ids)


class RemapRegistry:
    def __init__(self):
        self._tables: Dict[str, IdRemapTable] = {}

    def register(self, feature: str, table: IdRemapTable) -> None:
        self._tables[feature] = table

    def __getitem__(self, feature: str) -> IdRemapTable:
        return self._tables[feature]
