import torch

ENTRY = "s1074_sorted_moduledict_groups.modeling:model"


def inputs():
    return (torch.randn(4, 8),)
