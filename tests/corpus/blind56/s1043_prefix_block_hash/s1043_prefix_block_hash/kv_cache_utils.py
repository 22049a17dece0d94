from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple, Optional, Sequence


class BlockHash(NamedTuple):
    """Hash of a full block plus the token ids it covers (to resolve collisions)."""

    hash_value: int
    token_ids: tuple[int, ...]
    extra_keys: Optional[Any] = None


NONE_HASH = 0


@dataclass
class KVCacheBlock:
    block_id: int
    ref_cnt: int = 0
    _block_hash: Optional[BlockHash] = None
    prev_free_block: Optional["KVCacheBlock"] = None
    next_free_block: Optional["KVCacheBlock"] = None

    def incr_ref(self) -> None:
        self.ref_cnt += 1

    @property
    def block_hash(self) -> Optional[BlockHash]:
        return self._block_hash

    @block_hash.setter
    def block_hash(self, block_hash: BlockHash) -> None:
        assert self._block_hash is None
        self._block_hash = block_hash


def hash_block_tokens(
    parent_block_hash: Optional[int],
    curr_block_token_ids: Sequence[int],
    extra_keys: Optional[tuple[Any, ...]] = None,
) -> BlockHash:
    if not parent_block_hash:
        parent_block_hash = NONE_HASH
    curr_block_token_ids_tuple = tuple(curr_block_token_ids)
    hash_value = hash((parent_block_hash, curr_block_token_ids_tuple, extra_keys))
    return BlockHash(hash_value, curr_block_token_ids_tuple, extra_keys)
