import logging

import torch.nn as nn
from torch.nn.utils import remove_weight_norm, weight_norm

logger = logging.getLogger(__name__)

LRELU_SLOPE = 0.1


def init_weights(m: nn.Module, mean: float = 0.0, std: float = 0.01) -> None:
    if isinstance(m, (nn.Conv1d, nn.ConvTranspose1d)):
        m.weight.data.normal_(mean, std)


def get_padding(kernel_size: int, dilation: int = 1) -> int:
    return (kernel_size * dilation - dilation) // 2


def apply_weight_norm(module: nn.Module) -> nn.Module:
    for child in module.modules():
        if isinstance(child, (nn.Conv1d, nn.ConvTranspose1d)) and not hasattr(child, "weight_g"):
            weight_norm(child)
    return module


def strip_weight_norm(module: nn.Module) -> int:
    removed = 0
    for child in module.modules():
        for hook in list(child._forward_pre_hooks.values()):
            if type(hook).__name__ == "WeightNorm":
                remove_weight_norm(child)
                removed += 1
    logger.info("Removed weight norm from %d layers", removed)
    return removed
