import torch

ENTRY = "g018_sm_probe_assume_constant.model:compiled_block"


def inputs():
    return (torch.randn(4, 8),)
