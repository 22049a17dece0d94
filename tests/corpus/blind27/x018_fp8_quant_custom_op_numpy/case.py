import torch

ENTRY = "x018_fp8_quant_custom_op_numpy.layer:mlp"


def inputs():
    return (torch.randn(4, 8),)
