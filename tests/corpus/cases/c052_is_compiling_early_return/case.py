import torch

ENTRY = "c052_is_compiling_early_return.layernorm:compiled_ln"


def inputs():
    return (torch.randn(4, 8),)
