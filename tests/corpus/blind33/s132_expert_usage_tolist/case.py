import torch

ENTRY = "s132_expert_usage_tolist.block:compiled_block"


def inputs():
    return (torch.randn(2, 4, 16),)
