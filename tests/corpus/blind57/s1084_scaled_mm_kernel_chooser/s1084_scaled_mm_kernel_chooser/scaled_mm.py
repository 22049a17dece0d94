from dataclasses import dataclass
from typing import Optional

import torch

from .platforms import PlatformEnum, current_platform


@dataclass
class ScaledMMLinearLayerConfig:
    is_channelwise: bool
    is_static_input_scheme: bool
    input_symmetric: bool


class ScaledMMLinearKernel:
    @classmethod
    def get_min_capability(cls) -> int:
        raise NotImplementedError

    @classmethod
    def is_supported(cls, compute_capability: Optional[int] = None) -> tuple[bool, Optional[str]]:
        raise NotImplementedError

    @classmethod
    def can_implement(cls, c: ScaledMMLinearLayerConfig) -> tuple[bool, Optional[str]]:
        raise NotImplementedError

    def __init__(self, c: ScaledMMLinearLayerConfig) -> None:
        self.config = c

    @staticmethod
    def quant_input(x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        x_scale = x.abs().amax(dim=-1, keepdim=True).clamp(min=1e-8) / 127.0
        x_q = torch.round(x / x_scale).clamp(-128, 127).to(torch.int8)
        return x_q, x_scale

    def apply_weights(self, layer, x, bias=None) -> torch.Tensor:
        raise NotImplementedError


class CutlassScaledMMLinearKernel(ScaledMMLinearKernel):
    @classmethod
    def get_min_capability(cls) -> int:
        return 75

    @classmethod
    def is_supported(cls, compute_capability=None):
        if not current_platform.is_cuda():
            return False, "CutlassScaledMM requires running on CUDA."
        return True, None

    @classmethod
    def can_implement(cls, c):
        return True, None


class CPUScaledMMLinearKernel(ScaledMMLinearKernel):
    @classmethod
    def get_min_capability(cls) -> int:
        return 0

    @classmethod
    def is_supported(cls, compute_capability=None):
        if not current_platform.is_cpu():
            return False, "CPUScaledMM requires running on CPU."
        if not torch.backends.mkldnn.is_available():
            return False, "CPUScaledMM requires oneDNN."
        return True, None

    @classmethod
    def can_implement(cls, c):
        if not c.input_symmetric:
            return False, "CPUScaledMM only supports symmetric input quantization."
        return True, None

    def apply_weights(self, layer, x, bias=None):
        x_q, x_scale = self.quant_input(x)
        acc = x_q.to(torch.int32) @ layer.weight.t().to(torch.int32)
        out = acc.to(x.dtype) * x_scale * layer.weight_scale.view(1, -1)
        return out if bias is None else out + bias


class TorchScaledMMLinearKernel(ScaledMMLinearKernel):
    @classmethod
    def get_min_capability(cls) -> int:
        return 0

    @classmethod
    def is_supported(cls, compute_capability=None):
        return True, None

    @classmethod
    def can_implement(cls, c):
        return True, None

    def apply_weights(self, layer, x, bias=None):
        w = layer.weight.to(x.dtype) * layer.weight_scale.view(-1, 1)
        return torch.nn.functional.linear(x, w, bias)


_POSSIBLE_KERNELS: dict[PlatformEnum, list[type[ScaledMMLinearKernel]]] = {
    PlatformEnum.CUDA: [CutlassScaledMMLinearKernel, TorchScaledMMLinearKernel],
    PlatformEnum.ROCM: [TorchScaledMMLinearKernel],
    PlatformEnum.CPU: [CPUScaledMMLinearKernel, TorchScaledMMLinearKernel],
}


def choose_scaled_mm_linear_kernel(
    config: ScaledMMLinearLayerConfig, compute_capability: Optional[int] = None
) -> type[ScaledMMLinearKernel]:
    failure_reasons = []
    for kernel in _POSSIBLE_KERNELS[current_platform._enum]:
        supported, reason = kernel.is_supported(compute_capability)
        if not supported:
            failure_reasons.append(f"{kernel.__name__}: {reason}")
            continue
        can_implement, reason = kernel.can_implement(config)
        if not can_implement:
            failure_reasons.append(f"{kernel.__name__}: {reason}")
            continue
        return kernel
    raise ValueError("Failed to find a kernel that can implement the W8A8 linear layer. Reasons: \n" + "\n".join(failure_reasons))
