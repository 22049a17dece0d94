"""Stable block hashing for the prefix cache.

The hash of a block chains the hash of its parent block, so two requests that
share a prompt prefix map to the same sequence of block keys.
"""
import hashlib

import torch

BLOCK_SIZE = 4
_ROOT_HASH = b"\x00" * 20


def _digest(parent: bytes, token_ids: torch.Tensor) -> bytes:
    h = hashlib.sha1(parent)
    h.update(token_ids.to(torch.int64).numpy().tobytes())
    return h.digest()


def block_hashes(token_ids: torch.Tensor, block_size: int = BLOCK_SIZE) -> list:
    """Chained hashes for every *full* block of ``token_ids``."""
    n_full = token_ids.shape[-1] // block_size
    parent = _ROOT_HASH
    out = []
    for i in range(n_full):
        blk = token_ids[..., i * block_size:(i + 1) * block_size]
        parent = _digest(parent, blk)
        out.append(parent)
    return out
