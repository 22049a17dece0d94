from __future__ import annotations

from dataclasses import dataclass

from .memory_pool import HostKVCache, KVCache, MHATokenToKVPool


@dataclass
class ServerArgs:
    max_total_tokens: int = 32
    head_dim: int = 8
    num_layers: int = 2
    enable_hierarchical_cache: bool = False
    hicache_ratio: float = 2.0


def create_kv_pools(args: ServerArgs) -> tuple[KVCache, KVCache | None]:
    device_pool = MHATokenToKVPool(args.max_total_tokens, args.head_dim, args.num_layers)
    host_pool = None
    if args.enable_hierarchical_cache:
        host_pool = HostKVCache(device_pool, args.hicache_ratio)
    return device_pool, host_pool
