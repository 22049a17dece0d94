import torch

ENTRY = "f031_qkv_split_itertools_collections.attention:compiled_split"


def inputs():
    return (torch.randn(3, 16),)
