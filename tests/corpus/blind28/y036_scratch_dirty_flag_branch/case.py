import torch

ENTRY = "y036_scratch_dirty_flag_branch.layer:norm_layer"


def inputs():
    return (torch.randn(4, 8),)
