import torch

ENTRY = "h059_bincount_tolist_split_sizes.moe_layer:moe_fn"


def inputs():
    return (torch.randn(5, 8),)
