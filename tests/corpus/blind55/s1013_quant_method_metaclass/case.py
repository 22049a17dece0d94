import torch

ENTRY = "s1013_quant_method_metaclass.linear:compiled_forward"


def inputs():
    return (torch.randn(4, 8),)
