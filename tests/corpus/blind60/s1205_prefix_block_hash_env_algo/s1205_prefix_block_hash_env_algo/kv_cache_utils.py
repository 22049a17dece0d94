from __future__ import annotations

import hashlib
import pickle
from typing import Any, Callable, Dict, List, NamedTuple, Optional, Tuple

import torch

from . import envs


class BlockHash(NamedTuple):
    hash_value: Any
    token_ids: Tuple[int, ...]


def sha256(input: Any) -> bytes:
    return hashlib.sha256(pickle.dumps(input, protocol=pickle.HIGHEST_PROTOCOL)).digest()


def builtin_hash(input: Any) -> int:
    return hash(input)


HASH_FNS: Dict[str, Callable[[Any], Any]] = {
    "sha256": sha256,
    "builtin": builtin_hash,
}


def get_hash_fn() -> Callable[[Any], Any]:
    algo = envs.prefix_caching_hash_algo()
    if algo not in HASH_FNS:
        raise ValueError(f"Unknown prefix caching hash algorithm: {algo}")
    return HASH_FNS[algo]


def hash_block_tokens(
    hash_fn: Callable[[Any], Any],
    parent_block_hash: Optional[Any],
    curr_block_token_ids: Tuple[int, ...],
) -> BlockHash:
    return BlockHash(hash_fn((parent_block_hash, curr_block_token_ids)), curr_block_token_ids)


def hash_request_tokens(hash_fn, block_size: int, token_ids: List[int]) -> List[BlockHash]:
    block_hashes: List[BlockHash] = []
    parent = None
    for start in range(0, len(token_ids) - block_size + 1, block_size):
        block = tuple(token_ids[start : start + block_size])
        block_hash = hash_block_tokens(hash_fn, parent, block)
        block_hashes.append(block_hash)
        parent = block_hash.hash_value
    return block_hashes
