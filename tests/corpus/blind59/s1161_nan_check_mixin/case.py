import torch

ENTRY = "s1161_nan_check_mixin.model:compiled_model"


def inputs():
    return (torch.randn(4, 8),)
