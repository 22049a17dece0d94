"""Block hashing strategies for automatic prefix caching."""
import hashlib
import pickle

import torch

_HASH_FNS = {}


def register_block_hash(name):
    def deco(fn):
        _HASH_FNS[name] = fn
        return fn

    return deco


@register_block_hash("builtin")
def builtin_block_hash(parent_hash: int, block_tokens: torch.Tensor) -> int:
    return hash((parent_hash, tuple(block_tokens.tolist())))


@register_block_hash("sha256")
def sha256_block_hash(parent_hash: int, block_tokens: torch.Tensor) -> int:
    payload = pickle.dumps((parent_hash, block_tokens.tolist()))
    return int.from_bytes(hashlib.sha256(payload).digest()[:8], "little")


def get_block_hash_fn(name: str):
    return _HASH_FNS[name]
