from __future__ import annotations

import torch

from .hash_cache import PrefixHashCache

_PREFIX_CACHE = PrefixHashCache(block_size=2, capacity=64)
_PREFIX_CACHE.insert([3, 1, 4, 1, 5, 9])


def get_prefix_cache() -> PrefixHashCache:
    return _PREFIX_CACHE


@torch.library.custom_op("corpus_s1050::match_prefix_len", mutates_args=())
def match_prefix_len(input_ids: torch.Tensor) -> torch.Tensor:
    cache = get_prefix_cache()
    num_cached = cache.match(input_ids.tolist())
    cache.insert(input_ids.tolist())
    return torch.tensor(num_cached, dtype=torch.int64)


@match_prefix_len.register_fake
def _(input_ids: torch.Tensor) -> torch.Tensor:
    return input_ids.new_empty((), dtype=torch.int64)
