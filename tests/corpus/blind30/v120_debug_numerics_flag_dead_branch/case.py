import torch

ENTRY = "v120_debug_numerics_flag_dead_branch.block:compiled_step"


def inputs():
    return (torch.randn(2, 4, 8),)
