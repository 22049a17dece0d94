import torch

ENTRY = "s1051_residual_dtype_promotion.model:compiled_model"


def inputs():
    return (torch.randn(4, 8),)
