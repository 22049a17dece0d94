from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Dict, Optional


@dataclass(frozen=True)
class AttnKernelConfig:
    block_size: int = 4
    softmax_scale: Optional[float] = None
    logit_cap: float = 0.0
    causal: bool = True
    sliding_window: int = -1

    def __post_init__(self):
        if self.block_size <= 0 or self.block_size & (self.block_size - 1):
            raise ValueError(f"block_size must be a power of two, got {self.block_size}")
        if self.logit_cap < 0:
            raise ValueError("logit_cap must be non-negative")

    def with_overrides(self, **overrides) -> "AttnKernelConfig":
        return dataclasses.replace(self, **overrides)

    def kernel_kwargs(self) -> Dict[str, Any]:
        return dataclasses.asdict(self)

    def cache_key(self) -> tuple:
        return dataclasses.astuple(self)


@dataclass(frozen=True)
class LayerSpec:
    layer_id: int
    num_heads: int
    head_dim: int
    use_sliding_window: bool = False

    def scaling(self) -> float:
        return self.head_dim ** -0.5
