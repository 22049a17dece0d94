import torch

from .hashing import get_block_hash_fn

NONE_HASH = 0


class PrefixCacheMetadata:
    """Maps full token blocks of a request to already-populated KV blocks."""

    def __init__(self, block_size: int, hash_algo: str = "builtin"):
        self.block_size = block_size
        self.hash_fn = get_block_hash_fn(hash_algo)
        self.cached_block_hash_to_block: dict[int, int] = {}

    def match_prefix(self, token_ids: torch.Tensor) -> list[int]:
        num_full = token_ids.shape[0] // self.block_size
        parent = NONE_HASH
        hit_blocks = []
        for i in range(num_full):
            block = token_ids[i * self.block_size:(i + 1) * self.block_size]
            parent = self.hash_fn(parent, block)
            block_id = self.cached_block_hash_to_block.get(parent)
            if block_id is None:
                break
            hit_blocks.append(block_id)
        return hit_blocks
