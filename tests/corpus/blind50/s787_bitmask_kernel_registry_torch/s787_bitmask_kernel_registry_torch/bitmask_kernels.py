"""Backends that apply an int32 token bitmask to logits in place."""

from typing import Dict, Type

import torch

from .utils import get_nvcc_cuda_version, get_str_env_var


class BitmaskKernel:
    name = "base"

    def apply(self, logits: torch.Tensor, bitmask: torch.Tensor, vocab_size: int) -> torch.Tensor:
        raise NotImplementedError


class TorchBitmaskKernel(BitmaskKernel):
    """Pure-torch unpack; default on CPU and when no JIT toolchain is configured."""

    name = "torch"
    bits_per_block = 32

    def apply(self, logits: torch.Tensor, bitmask: torch.Tensor, vocab_size: int) -> torch.Tensor:
        bitmask_expanded = torch.repeat_interleave(bitmask, self.bits_per_block, dim=-1)
        bit_indices = torch.arange(self.bits_per_block, device=bitmask.device, dtype=torch.int32).repeat(
            bitmask.shape[-1]
        )
        rejected = ((bitmask_expanded >> bit_indices) & 1) == 0
        rejected = rejected[..., :vocab_size]
        return logits[..., :vocab_size].masked_fill(rejected, float("-inf"))


class CudaJitBitmaskKernel(BitmaskKernel):
    name = "cuda_jit"

    def __init__(self):
        self._module = None

    def _load(self):
        if self._module is None:
            from torch.utils.cpp_extension import load

            print(f"building bitmask kernel for {get_nvcc_cuda_version()}")
            self._module = load(name="apply_token_bitmask", sources=["apply_token_bitmask.cu"])
        return self._module

    def apply(self, logits: torch.Tensor, bitmask: torch.Tensor, vocab_size: int) -> torch.Tensor:
        self._load().apply_token_bitmask_inplace(logits, bitmask, vocab_size)
        return logits


BITMASK_KERNELS: Dict[str, Type[BitmaskKernel]] = {
    TorchBitmaskKernel.name: TorchBitmaskKernel,
    CudaJitBitmaskKernel.name: CudaJitBitmaskKernel,
}


def create_bitmask_kernel() -> BitmaskKernel:
    name = get_str_env_var("SGLANG_GRAMMAR_BITMASK_KERNEL", "torch")
    if name not in BITMASK_KERNELS:
        raise ValueError(f"unknown bitmask kernel {name!r}, choose from {sorted(BITMASK_KERNELS)}")
    return BITMASK_KERNELS[name]()
