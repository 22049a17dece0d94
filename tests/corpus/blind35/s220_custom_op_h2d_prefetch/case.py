import torch

ENTRY = "s220_custom_op_h2d_prefetch.stage:compiled_stage"


def inputs():
    return (torch.randn(4, 8),)
