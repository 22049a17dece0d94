from __future__ import annotations

import hashlib
import struct
from typing import Iterable, List, Optional, Sequence

NONE_HASH = hashlib.sha256(b"q007-root").digest()


def hash_block_tokens(parent: Optional[bytes], token_ids: Sequence[int], extra: bytes = b"") -> bytes:
    h = hashlib.sha256()
    h.update(parent if parent is not None else NONE_HASH)
    h.update(struct.pack(f"<{len(token_ids)}q", *token_ids))
    h.update(extra)
    return h.digest()


def hash_request_tokens(block_size: int, token_ids: Iterable[int]) -> List[bytes]:
    token_ids = list(token_ids)
    hashes: List[bytes] = []
    parent = None
    for start in range(0, len(token_ids) - block_size + 1, block_size):
        parent = hash_block_tokens(parent, token_ids[start : start + block_size])
        hashes.append(parent)
    return hashes
