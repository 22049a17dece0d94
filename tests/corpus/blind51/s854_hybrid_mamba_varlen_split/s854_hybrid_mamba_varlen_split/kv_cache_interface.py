from dataclasses import dataclass
from typing import Tuple

import torch


@dataclass(frozen=True)
class KVCacheSpec:
    block_size: int

    @property
    def page_size_bytes(self) -> int:
        raise NotImplementedError


@dataclass(frozen=True)
class FullAttentionSpec(KVCacheSpec):
    num_kv_heads: int
    head_size: int
    dtype: torch.dtype

    @property
    def page_size_bytes(self) -> int:
        return 2 * self.block_size * self.num_kv_heads * self.head_size * self.dtype.itemsize


@dataclass(frozen=True)
class MambaSpec(KVCacheSpec):
    shapes: Tuple[Tuple[int, ...], ...]
    dtype: torch.dtype

    @property
    def page_size_bytes(self) -> int:
        numel = 0
        for shape in self.shapes:
            n = 1
            for d in shape:
                n *= d
            numel += n
        return numel * self.dtype.itemsize


@dataclass
class HybridConfig:
    hidden_size: int = 8
    num_attention_heads: int = 2
    mamba_d_conv: int = 3
    mamba_expand: int = 2
    layers_block_type: Tuple[str, ...] = ("mamba", "mamba", "attention", "mamba")
    block_size: int = 16

    @property
    def intermediate_size(self) -> int:
        return self.mamba_expand * self.hidden_size
