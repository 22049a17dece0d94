import torch

ENTRY = "s192_patch_merge_odd_size_warn.stage:encode_stage"


def inputs():
    return (torch.randn(1, 7, 8, 8),)
