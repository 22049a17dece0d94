import torch

ENTRY = "s1130_eagle_draft_outputs.worker:draft_step"


def inputs():
    return (torch.randn(4, 8),)
