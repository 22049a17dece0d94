from dataclasses import dataclass, field
from enum import Enum


class KVCacheDtype(str, Enum):
    AUTO = "auto"
    BF16 = "bf16"
    FP8_E4M3 = "fp8_e4m3"
    FP8_E5M2 = "fp8_e5m2"

    @classmethod
    def from_str(cls, value: str) -> "KVCacheDtype":
        value = value.strip().lower()
        if value == "fp8":
            return cls.FP8_E4M3
        return cls(value)


@dataclass
class CacheConfig:
    kv_cache_dtype: KVCacheDtype = KVCacheDtype.AUTO
    block_size: int = 16
    calculate_kv_scales: bool = False

    def __post_init__(self):
        if isinstance(self.kv_cache_dtype, str) and not isinstance(self.kv_cache_dtype, KVCacheDtype):
            self.kv_cache_dtype = KVCacheDtype.from_str(self.kv_cache_dtype)


@dataclass
class ModelConfig:
    hidden_size: int = 8
    num_heads: int = 2
    num_layers: int = 2
    rms_norm_eps: float = 1e-6
    layer_types: list[str] = field(default_factory=lambda: ["full_attention", "full_attention"])

    @property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_heads
