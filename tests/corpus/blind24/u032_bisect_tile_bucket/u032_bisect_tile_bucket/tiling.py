"""Static tile table, keyed by the padded M dimension of the GEMM.

The tuned configs were produced offline for a handful of M buckets; any M is
rounded up to the next bucket so that we never fall off the table.
"""
from __future__ import annotations

import bisect
from typing import Dict, NamedTuple, Tuple


class TileConfig(NamedTuple):
    block_m: int
    block_k: int
    split_k: int


_M_BUCKETS: Tuple[int, ...] = (1, 2, 4, 8, 16, 32, 64, 128)

_TUNED: Dict[int, TileConfig] = {
    1: TileConfig(block_m=1, block_k=8, split_k=4),
    2: TileConfig(block_m=2, block_k=8, split_k=4),
    4: TileConfig(block_m=4, block_k=16, split_k=2),
    8: TileConfig(block_m=8, block_k=16, split_k=2),
    16: TileConfig(block_m=16, block_k=32, split_k=1),
    32: TileConfig(block_m=32, block_k=32, split_k=1),
    64: TileConfig(block_m=64, block_k=32, split_k=1),
    128: TileConfig(block_m=64, block_k=64, split_k=1),
}


def padded_m(m: int) -> int:
    idx = bisect.bisect_left(_M_BUCKETS, m)
    if idx == len(_M_BUCKETS):
        return _M_BUCKETS[-1]
    return _M_BUCKETS[idx]


def select_tile(m: int, k: int) -> TileConfig:
    cfg = _TUNED[padded_m(m)]
    if cfg.block_k > k:
        cfg = cfg._replace(block_k=k, split_k=1)
    return cfg
