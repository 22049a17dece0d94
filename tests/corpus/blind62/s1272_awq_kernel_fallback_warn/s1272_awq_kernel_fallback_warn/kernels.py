from dataclasses import dataclass
from typing import Optional, Tuple, Type

import torch

from .log_utils import init_logger, warning_once

logger = init_logger(__name__)

MARLIN_SUPPORTED_GROUP_SIZES = [-1, 32, 64, 128]
MARLIN_MIN_THREAD_N = 64
MARLIN_MIN_THREAD_K = 128


@dataclass
class AWQLinearLayerConfig:
    partition_weight_shape: Tuple[int, int]
    group_size: int
    weight_bits: int
    zero_points: bool
    act_type: torch.dtype


class AWQLinearKernel:
    name = "base"

    @classmethod
    def can_implement(cls, c: AWQLinearLayerConfig) -> Tuple[bool, Optional[str]]:
        raise NotImplementedError

    def apply_weights(self, layer, x, bias=None):
        raise NotImplementedError


class AWQMarlinKernel(AWQLinearKernel):
    name = "awq_marlin"

    @classmethod
    def can_implement(cls, c):
        if not torch.cuda.is_available():
            return False, "marlin requires a CUDA device"
        k, n = c.partition_weight_shape
        if n % MARLIN_MIN_THREAD_N or k % MARLIN_MIN_THREAD_K:
            return False, f"shape {c.partition_weight_shape} not tileable by marlin"
        if c.group_size not in MARLIN_SUPPORTED_GROUP_SIZES:
            return False, f"group_size {c.group_size} unsupported"
        return True, None


class AWQTritonKernel(AWQLinearKernel):
    name = "awq_triton"

    @classmethod
    def can_implement(cls, c):
        if not torch.cuda.is_available():
            return False, "triton awq gemm requires a CUDA device"
        return True, None


class AWQDequantKernel(AWQLinearKernel):
    name = "awq_dequant"

    @classmethod
    def can_implement(cls, c):
        return True, None

    def apply_weights(self, layer, x, bias=None):
        from .awq import dequantize_awq

        w = dequantize_awq(layer.qweight, layer.qzeros, layer.scales,
                           layer.group_size, layer.weight_bits)
        out = x @ w.to(x.dtype)
        return out if bias is None else out + bias


_POSSIBLE_KERNELS: list = [AWQMarlinKernel, AWQTritonKernel, AWQDequantKernel]


def choose_awq_kernel(c: AWQLinearLayerConfig) -> Type[AWQLinearKernel]:
    reasons = []
    for kernel in _POSSIBLE_KERNELS:
        ok, why = kernel.can_implement(c)
        if ok:
            if reasons:
                warning_once(logger, f"Using {kernel.name} for AWQ layer: " + "; ".join(reasons))
            return kernel
        reasons.append(f"{kernel.name}: {why}")
    raise ValueError("No AWQ kernel can implement " + str(c))
