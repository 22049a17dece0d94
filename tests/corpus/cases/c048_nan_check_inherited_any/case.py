import torch

ENTRY = "c048_nan_check_inherited_any.heads:compiled_head"


def inputs():
    return (torch.randn(4, 8),)
