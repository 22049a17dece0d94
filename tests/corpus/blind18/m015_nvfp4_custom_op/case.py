import torch

ENTRY = "m015_nvfp4_custom_op.linear:step"


def inputs():
    return (torch.randn(4, 8),)
