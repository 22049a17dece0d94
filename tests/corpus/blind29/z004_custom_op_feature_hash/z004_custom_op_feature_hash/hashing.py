"""Feature hashing.

The production hash is a CPU-side 32-bit FNV-1a over the id bytes; it is
exposed as a custom op so the compiled graph treats it as opaque.
"""
import torch

_FNV_OFFSET = 0x811C9DC5
_FNV_PRIME = 0x01000193


def _fnv1a(value: int, seed: int) -> int:
    h = _FNV_OFFSET ^ seed
    for byte in int(value).to_bytes(8, "little", signed=True):
        h ^= byte
        h = (h * _FNV_PRIME) & 0xFFFFFFFF
    return h


@torch.library.custom_op("corpus_z004::hash_bucketize", mutates_args=())
def hash_bucketize(ids: torch.Tensor, num_buckets: int, seed: int) -> torch.Tensor:
    out = [_fnv1a(v, seed) % num_buckets for v in ids.reshape(-1).tolist()]
    return torch.tensor(out, dtype=torch.long, device=ids.device).view_as(ids)


@hash_bucketize.register_fake
def _(ids, num_buckets, seed):
    return torch.empty_like(ids, dtype=torch.long)


def cross_ids(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """Combine two id columns into one 64-bit key before hashing."""
    return a * 1_000_003 + b
