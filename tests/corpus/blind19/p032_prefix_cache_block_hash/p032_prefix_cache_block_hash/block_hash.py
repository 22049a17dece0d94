"""Content hashes for fixed-size token blocks.

A block hash chains the parent hash so that equal blocks at different
positions of different prompts hash differently.
"""
import hashlib
import struct
from typing import Optional, Sequence

NONE_HASH = b"\x00" * 32
_FMT_CACHE: dict = {}


def _pack_fmt(n: int) -> str:
    fmt = _FMT_CACHE.get(n)
    if fmt is None:
        fmt = f"<{n}q"
        _FMT_CACHE[n] = fmt
    return fmt


def hash_block_tokens(parent: Optional[bytes], token_ids: Sequence[int]) -> bytes:
    h = hashlib.sha256()
    h.update(parent if parent is not None else NONE_HASH)
    h.update(struct.pack(_pack_fmt(len(token_ids)), *token_ids))
    return h.digest()


def hash_request_blocks(token_ids: Sequence[int], block_size: int) -> list:
    hashes = []
    parent = None
    for start in range(0, len(token_ids) - block_size + 1, block_size):
        parent = hash_block_tokens(parent, tuple(token_ids[start:start + block_size]))
        hashes.append(parent)
    return hashes
