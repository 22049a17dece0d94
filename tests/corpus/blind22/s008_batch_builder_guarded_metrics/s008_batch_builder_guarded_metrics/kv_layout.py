"""KV-cache layout helpers."""
from __future__ import annotations

import functools
import os

import torch

_DEBUG_SLOTS = os.environ.get("SERVE_DEBUG_SLOT_MAPPING", "0") == "1"


@functools.cache
def block_size_for(kv_dtype: str, page_bytes: int = 4096) -> int:
    elem = {"float16": 2, "bfloat16": 2, "float32": 4, "fp8": 1}[kv_dtype]
    head_bytes = 8 * elem
    return max(1, page_bytes // (head_bytes * 64))


def compute_slot_mapping(block_table: torch.Tensor, positions: torch.Tensor, block_size: int) -> torch.Tensor:
    """block_table: [B, max_blocks] physical block ids; positions: [B] token positions."""
    block_idx = torch.div(positions, block_size, rounding_mode="floor")
    phys = block_table.gather(1, block_idx.unsqueeze(1)).squeeze(1)
    slots = phys * block_size + positions % block_size
    if _DEBUG_SLOTS:
        print("slot_mapping", slots.tolist())
    return slots
