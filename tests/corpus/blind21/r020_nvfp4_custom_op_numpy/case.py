import torch

ENTRY = "r020_nvfp4_custom_op_numpy.linear:forward_fp4"


def inputs():
    return (torch.randn(2, 3, 32),)
