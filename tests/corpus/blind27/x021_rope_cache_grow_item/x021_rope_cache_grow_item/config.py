from dataclasses import dataclass


@dataclass(frozen=True)
class RopeConfig:
    head_dim: int = 8
    num_heads: int = 2
    base: float = 10000.0
    initial_cache_len: int = 16
    growth_factor: int = 2
