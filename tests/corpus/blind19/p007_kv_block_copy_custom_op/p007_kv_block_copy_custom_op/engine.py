from __future__ import annotations

import torch

from .cache_engine import CacheEngine

_ENGINE = CacheEngine(block_size=4, head_dim=8)


@torch.compile(fullgraph=True, dynamic=False)
def fork_and_attend(kv_cache: torch.Tensor, query: torch.Tensor, block_mapping: torch.Tensor):
    # the child sequence gets private copies of the shared blocks
    _ENGINE.copy_on_write(kv_cache, block_mapping)
    child_blocks = block_mapping[:, 1]
    return _ENGINE.attend(kv_cache, query, child_blocks)
