"""Host-side id remapping, exposed to the compiler as a custom op.

The remap table is a Python dict (built from the exported vocab); dynamo cannot
trace a per-id dict lookup, so it lives behind torch.library.custom_op.
"""
from __future__ import annotations

from typing import Dict

import torch

_TABLES: Dict[int, Dict[int, int]] = {}


def register_table(table_id: int, mapping: Dict[int, int]) -> None:
    _TABLES[table_id] = dict(mapping)


@torch.library.custom_op("corpus_s329::remap_ids", mutates_args=())
def remap_ids(raw: torch.Tensor, table_id: int, oov_row: int) -> torch.Tensor:
    table = _TABLES[table_id]
    flat = [table.get(int(r), oov_row) for r in raw.reshape(-1).tolist()]
    return torch.tensor(flat, dtype=torch.long, device=raw.device).view(raw.shape)


@remap_ids.register_fake
def _(raw, table_id, oov_row):
    return torch.empty_like(raw, dtype=torch.long)
