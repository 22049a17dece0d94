import hashlib
import pickle
from typing import List, Optional, Sequence, Tuple

NONE_HASH = int.from_bytes(hashlib.sha256(b"blind48-prefix-cache").digest()[:8], "big")


def hash_block_tokens(parent_hash: Optional[int], token_ids: Sequence[int], extra_keys: Tuple = ()) -> int:
    """Chained block hash: a block is reusable only if its whole prefix matches."""
    payload = pickle.dumps((parent_hash or NONE_HASH, tuple(token_ids), extra_keys), protocol=pickle.HIGHEST_PROTOCOL)
    return int.from_bytes(hashlib.sha256(payload).digest()[:8], "big")


def hash_request_tokens(block_size: int, token_ids: Sequence[int]) -> List[int]:
    hashes: List[int] = []
    parent = None
    for start in range(0, len(token_ids) - block_size + 1, block_size):
        parent = hash_block_tokens(parent, token_ids[start : start + block_size])
        hashes.append(parent)
    return hashes
