"""Pre-packed GEMM weights for the CPU backend.

Packing is expensive, so the packed copy is cached and only rebuilt when the
source parameter was modified in place (LoRA merge, weight streaming, RL
weight sync) - detected through the parameter's version counter.
"""
from typing import Optional

import torch


def pack_weight_for_gemm(weight: torch.Tensor, block_n: int = 4) -> torch.Tensor:
    # [N, K] -> [N // block_n, K, block_n]: blocked layout expected by the micro-kernel
    n, k = weight.shape
    return weight.detach().reshape(n // block_n, block_n, k).transpose(1, 2).contiguous()


def packed_gemm(x: torch.Tensor, packed: torch.Tensor) -> torch.Tensor:
    nb, k, block_n = packed.shape
    w = packed.transpose(1, 2).reshape(nb * block_n, k)
    return x @ w.t()


class PackedWeightCache:
    def __init__(self):
        self._packed: Optional[torch.Tensor] = None
        self._packed_version: int = -1

    def prime(self, weight: torch.Tensor) -> None:
        self._packed = pack_weight_for_gemm(weight)
        self._packed_version = weight._version

    def get(self, weight: torch.Tensor) -> torch.Tensor:
        if self._packed is None or self._packed_version != weight._version:
            self.prime(weight)
        return self._packed
