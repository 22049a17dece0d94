import logging
import subprocess
from dataclasses import dataclass
from typing import Optional, Tuple

import torch

from .platform import PlatformEnum, current_platform, get_device_capability

logger = logging.getLogger(__name__)


@dataclass
class ScaledMMLinearLayerConfig:
    is_channelwise: bool
    is_static_input_scheme: bool
    input_symmetric: bool


class ScaledMMLinearKernel:

    def __init__(self, c: ScaledMMLinearLayerConfig):
        self.config = c

    @classmethod
    def can_implement(cls, c: ScaledMMLinearLayerConfig) -> Tuple[bool, Optional[str]]:
        raise NotImplementedError

    def apply_weights(self, layer, x, bias=None):
        raise NotImplementedError


class CutlassScaledMMLinearKernel(ScaledMMLinearKernel):

    @classmethod
    def can_implement(cls, c):
        if get_device_capability() < 75:
            return False, "cutlass int8 gemm requires sm75+"
        return True, None

    def apply_weights(self, layer, x, bias=None):
        out = subprocess.run(["nvidia-smi", "--query-gpu=name", "--format=csv,noheader"],
                             capture_output=True, text=True)
        logger.debug("cutlass scaled_mm on %s", out.stdout.strip())
        x_q = torch.round(x / layer.input_scale).to(torch.int8)
        return torch._int_mm(x_q, layer.weight.t()) * layer.input_scale * layer.weight_scale


class TorchScaledMMLinearKernel(ScaledMMLinearKernel):

    @classmethod
    def can_implement(cls, c):
        return True, None

    def apply_weights(self, layer, x, bias=None):
        c = self.config
        if c.input_symmetric:
            x_scale = x.abs().amax(dim=-1, keepdim=True).clamp(min=1e-8) / 127.0
            azp = None
            x_q = torch.round(x / x_scale).clamp(-128, 127)
        else:
            x_min = x.amin(dim=-1, keepdim=True)
            x_max = x.amax(dim=-1, keepdim=True)
            x_scale = ((x_max - x_min) / 255.0).clamp(min=1e-8)
            azp = torch.round(-128.0 - x_min / x_scale)
            x_q = torch.round(x / x_scale + azp).clamp(-128, 127)
        w = layer.weight.to(torch.float32)
        out = x_q @ w.t()
        if azp is not None:
            out = out - azp * layer.azp_adj.unsqueeze(0)
        out = out * x_scale * layer.weight_scale.unsqueeze(0)
        return out if bias is None else out + bias


_POSSIBLE_KERNELS = {
    PlatformEnum.CUDA: [CutlassScaledMMLinearKernel, TorchScaledMMLinearKernel],
    PlatformEnum.ROCM: [TorchScaledMMLinearKernel],
    PlatformEnum.CPU: [TorchScaledMMLinearKernel],
}


def choose_scaled_mm_linear_kernel(c: ScaledMMLinearLayerConfig) -> type:
    failures = []
    for kernel in _POSSIBLE_KERNELS[current_platform()]:
        ok, reason = kernel.can_implement(c)
        if ok:
            return kernel
        failures.append(f"{kernel.__name__}: {reason}")
    raise ValueError("no scaled_mm kernel: " + ", ".join(failures))
