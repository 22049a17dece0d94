import torch

ENTRY = "x031_finite_check_mlp_block.block:model"


def inputs():
    return (torch.randn(4, 8),)
