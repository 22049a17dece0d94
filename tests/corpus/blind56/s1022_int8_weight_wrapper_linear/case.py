import torch

ENTRY = "s1022_int8_weight_wrapper_linear.model:compiled_mlp"


def inputs():
    return (torch.randn(3, 8),)
