from dataclasses import dataclass


@dataclass(frozen=True)
class HiCacheConfig:
    page_size: int = 4
    layer_num: int = 2
    head_num: int = 2
    head_dim: int = 4
    device_slots: int = 32
    host_slots: int = 64
    check_bounds: bool = False  # debug-only: validates every index against the pool size


HICACHE_CONFIG = HiCacheConfig()
