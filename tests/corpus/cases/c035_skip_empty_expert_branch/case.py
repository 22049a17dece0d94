import torch

ENTRY = "c035_skip_empty_expert_branch.moe:compiled_moe"


def inputs():
    return (torch.randn(4, 8),)
