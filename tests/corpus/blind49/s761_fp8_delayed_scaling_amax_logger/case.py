import torch

ENTRY = "s761_fp8_delayed_scaling_amax_logger.module:compiled_mlp"


def inputs():
    return (torch.randn(4, 8),)
