import torch

ENTRY = "h074_trace_helper_zero_scale_check.int8_linear:proj_compiled"


def inputs():
    return (torch.randn(4, 16),)
