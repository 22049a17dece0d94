import torch

ENTRY = "p018_mxfp4_custom_op_jit.model:compiled_proj"


def inputs():
    return (torch.randn(2, 3, 64),)
