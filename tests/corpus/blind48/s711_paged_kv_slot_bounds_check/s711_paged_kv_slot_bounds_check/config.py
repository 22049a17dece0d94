from dataclasses import dataclass


@dataclass(frozen=True)
class ModelConfig:
    hidden_size: int = 8
    num_heads: int = 2
    num_kv_heads: int = 2

    @property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_heads


@dataclass(frozen=True)
class CacheConfig:
    block_size: int = 4
    num_gpu_blocks: int = 8
    cache_dtype: str = "auto"

    @property
    def num_slots(self) -> int:
        return self.block_size * self.num_gpu_blocks
