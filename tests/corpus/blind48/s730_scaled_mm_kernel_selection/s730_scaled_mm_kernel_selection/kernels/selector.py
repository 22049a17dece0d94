import logging
from typing import Dict, List, Type

import torch

from .. import envs
from .base import ScaledMMLinearKernel, ScaledMMLinearLayerConfig
from .cutlass import CutlassScaledMMLinearKernel
from .torch_native import TorchScaledMMLinearKernel

logger = logging.getLogger(__name__)

_POSSIBLE_KERNELS: Dict[str, List[Type[ScaledMMLinearKernel]]] = {
    "cuda": [CutlassScaledMMLinearKernel, TorchScaledMMLinearKernel],
    "cpu": [TorchScaledMMLinearKernel],
}


def choose_scaled_mm_linear_kernel(config: ScaledMMLinearLayerConfig) -> Type[ScaledMMLinearKernel]:
    platform = "cuda" if torch.cuda.is_available() else "cpu"
    failure_reasons = []
    for kernel in _POSSIBLE_KERNELS[platform]:
        if kernel.__name__ in envs.VLLM_DISABLED_KERNELS:
            failure_reasons.append(f"{kernel.__name__} disabled by environment")
            continue
        ok, reason = kernel.can_implement(config)
        if ok:
            logger.info("Selected %s for scaled_mm", kernel.__name__)
            return kernel
        failure_reasons.append(f"{kernel.__name__}: {reason}")
    raise ValueError("No scaled_mm kernel can implement this layer: " + "; ".join(failure_reasons))
