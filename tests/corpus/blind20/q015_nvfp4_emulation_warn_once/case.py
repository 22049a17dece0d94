import torch

ENTRY = "q015_nvfp4_emulation_warn_once.mlp:step"


def inputs():
    return (torch.randn(4, 16),)
