import torch

ENTRY = "r035_ties_merge_auto_density.runtime:merged_step"


def inputs():
    return (torch.randn(4, 8),)
