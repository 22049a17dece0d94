import torch

ENTRY = "s114_gatherv_split_sizes_tolist.moe_block:compiled_block"


def inputs():
    return (torch.randn(6, 8),)
