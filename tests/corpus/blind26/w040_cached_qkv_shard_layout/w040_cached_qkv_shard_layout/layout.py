import functools
from dataclasses import dataclass
from typing import Tuple


@dataclass(frozen=True)
class HeadConfig:
    num_heads: int = 4
    num_kv_heads: int = 2
    head_dim: int = 4


@functools.lru_cache(maxsize=None)
def kv_heads_per_rank(num_kv_heads: int, tp_size: int) -> Tuple[int, int]:
    """Returns (kv heads on this rank, replication factor)."""
    if num_kv_heads >= tp_size:
        assert num_kv_heads % tp_size == 0, "kv heads must divide tp size"
        return num_kv_heads // tp_size, 1
    assert tp_size % num_kv_heads == 0
    return 1, tp_size // num_kv_heads


@functools.lru_cache(maxsize=None)
def qkv_split_sizes(cfg: HeadConfig, tp_size: int) -> Tuple[int, int, int]:
    q_heads = cfg.num_heads // tp_size
    kv_heads, _ = kv_heads_per_rank(cfg.num_kv_heads, tp_size)
    return (q_heads * cfg.head_dim, kv_heads * cfg.head_dim, kv_heads * cfg.head_dim)
