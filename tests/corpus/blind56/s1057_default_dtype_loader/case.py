import torch

ENTRY = "s1057_default_dtype_loader.model:compiled_model"


def inputs():
    return (torch.randn(4, 8),)
