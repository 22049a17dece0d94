import torch

ENTRY = "c037_ternary_on_tensor_scale.quant:dynamic_quant"


def inputs():
    return (torch.randn(4, 8),)
