import torch

ENTRY = "s605_shared_expert_overlap_off.model:compiled_block"


def inputs():
    return (torch.randn(4, 8),)
