import torch

ENTRY = "y008_exit_mask_custom_op.layer:compiled"


def inputs():
    return (torch.randn(4, 8),)
