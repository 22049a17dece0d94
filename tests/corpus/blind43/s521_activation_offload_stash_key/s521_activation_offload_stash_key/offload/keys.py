"""Stable identifiers for stashed activations.

Two views of the same storage must map to the same slot, otherwise the
offloader copies the same bytes to host twice.
"""
from typing import NamedTuple

import torch


class StashKey(NamedTuple):
    base_ptr: int
    offset: int
    shape: tuple
    dtype: torch.dtype


def stash_key(t: torch.Tensor) -> StashKey:
    base_ptr = t.untyped_storage().data_ptr()
    return StashKey(base_ptr, t.storage_offset(), tuple(t.shape), t.dtype)
