"""Host-side prefix table lookup wrapped as an opaque custom op."""
import hashlib

import torch

_PREFIX_TABLE: dict = {}


def _key(ids: list) -> str:
    return hashlib.blake2b(repr(ids).encode(), digest_size=8).hexdigest()


def register_prefix(token_ids: list, slot: int) -> None:
    _PREFIX_TABLE[_key(token_ids)] = slot


@torch.library.custom_op("corpus_v109::lookup_slots", mutates_args=())
def lookup_slots(token_ids: torch.Tensor, block_size: int) -> torch.Tensor:
    ids = token_ids.tolist()
    out = []
    for i in range(0, len(ids) - block_size + 1, block_size):
        out.append(_PREFIX_TABLE.get(_key(ids[: i + block_size]), -1))
    return torch.tensor(out, dtype=torch.int64)


@lookup_slots.register_fake
def _(token_ids: torch.Tensor, block_size: int) -> torch.Tensor:
    return token_ids.new_empty(token_ids.shape[0] // block_size, dtype=torch.int64)
