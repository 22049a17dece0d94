import torch

ENTRY = "s1036_int8_dequant_catch_warnings.linear:compiled_mlp"


def inputs():
    return (torch.randn(4, 8),)
