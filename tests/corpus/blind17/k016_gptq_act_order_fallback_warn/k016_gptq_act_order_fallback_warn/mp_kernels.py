"""Mixed-precision (int4 weight, fp activation) linear kernels."""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass

import torch
from torch import nn

from .log_utils import init_logger, warning_once

logger = init_logger(__name__)


@dataclass
class MPLinearLayerConfig:
    full_weight_shape: tuple[int, int]  # [in, out]
    weight_bits: int
    group_size: int
    has_g_idx: bool
    zero_points: bool


class MPLinearKernel(ABC):
    def __init__(self, config: MPLinearLayerConfig):
        self.config = config

    @classmethod
    @abstractmethod
    def can_implement(cls, c: MPLinearLayerConfig) -> tuple[bool, str | None]:
        ...

    @abstractmethod
    def apply_weights(self, layer: nn.Module, x: torch.Tensor, bias: torch.Tensor | None = None) -> torch.Tensor:
        ...


class MarlinLinearKernel(MPLinearKernel):
    @classmethod
    def can_implement(cls, c):
        if not torch.cuda.is_available():
            return False, "Marlin requires a CUDA device"
        return True, None

    def apply_weights(self, layer, x, bias=None):
        return torch.ops._C.gptq_marlin_gemm(x, layer.qweight, layer.scales, layer.g_idx, self.config.weight_bits)


class ExllamaLinearKernel(MPLinearKernel):
    @classmethod
    def can_implement(cls, c):
        if not torch.cuda.is_available():
            return False, "Exllama requires a CUDA device"
        if c.has_g_idx:
            return False, "Exllama does not support act-order"
        return True, None

    def apply_weights(self, layer, x, bias=None):
        return torch.ops._C.gptq_gemm(x, layer.qweight, layer.qzeros, layer.scales, layer.g_idx, True, self.config.weight_bits)


def unpack_rows(qweight: torch.Tensor, bits: int) -> torch.Tensor:
    """GPTQ packs along the input dim: [in // pack, out] int32 -> [in, out]."""
    pack = 32 // bits
    shifts = torch.arange(0, 32, bits, dtype=torch.int32, device=qweight.device)
    vals = (qweight.unsqueeze(1) >> shifts.view(1, pack, 1)) & ((1 << bits) - 1)
    return vals.reshape(qweight.shape[0] * pack, qweight.shape[1])


class TorchDequantLinearKernel(MPLinearKernel):
    @classmethod
    def can_implement(cls, c):
        return True, None

    def apply_weights(self, layer, x, bias=None):
        c = self.config
        if c.has_g_idx:
            warning_once(logger, "GPTQ act-order weights: using the gather-based torch dequant path (slow)")
            scales = layer.scales[layer.g_idx]
        else:
            scales = layer.scales.repeat_interleave(c.group_size, dim=0)
        iweight = unpack_rows(layer.qweight, c.weight_bits)
        zero = 1 << (c.weight_bits - 1)
        weight = (iweight - zero).to(x.dtype) * scales
        out = x @ weight
        return out if bias is None else out + bias


_POSSIBLE_KERNELS: list[type[MPLinearKernel]] = [MarlinLinearKernel, ExllamaLinearKernel, TorchDequantLinearKernel]


def choose_mp_linear_kernel(config: MPLinearLayerConfig) -> type[MPLinearKernel]:
    failure_reasons = []
    for kernel in _POSSIBLE_KERNELS:
        ok, reason = kernel.can_implement(config)
        if ok:
            return kernel
        failure_reasons.append(f"{kernel.__name__}: {reason}")
    raise ValueError("No compatible GPTQ kernel: " + "; ".join(failure_reasons))
