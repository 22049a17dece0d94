import torch

ENTRY = "h045_item_scale_arithmetic.qat:qlinear_compiled"


def inputs():
    return (torch.randn(3, 8),)
