"""Tile configurations shipped with the kernel, per input dtype."""
from __future__ import annotations

import dataclasses
from typing import Dict, List

import torch


@dataclasses.dataclass(frozen=True)
class GemmConfig:
    block_m: int
    block_n: int
    block_k: int
    num_stages: int = 2
    num_warps: int = 4

    def tile_elems(self) -> int:
        return self.block_m * self.block_n


_FP_CONFIGS: List[GemmConfig] = [
    GemmConfig(16, 16, 4, num_stages=3),
    GemmConfig(32, 16, 8, num_stages=3),
    GemmConfig(64, 32, 8, num_stages=4, num_warps=8),
    GemmConfig(4, 8, 4, num_stages=2, num_warps=2),
]

_INT8_CONFIGS: List[GemmConfig] = [
    GemmConfig(32, 32, 16, num_stages=3),
    GemmConfig(64, 64, 32, num_stages=4, num_warps=8),
]

CONFIG_TABLE: Dict[torch.dtype, List[GemmConfig]] = {
    torch.float32: _FP_CONFIGS,
    torch.bfloat16: _FP_CONFIGS,
    torch.float16: _FP_CONFIGS,
    torch.int8: _INT8_CONFIGS,
}


def configs_for(dtype: torch.dtype) -> List[GemmConfig]:
    try:
        return CONFIG_TABLE[dtype]
    except KeyError:
        raise ValueError(f"no GEMM configs for {dtype}") from None
