import torch

ENTRY = "s553_fp8_dynamic_scale_isfinite.model_runner:decode_step"


def inputs():
    return (torch.randn(4, 8),)
