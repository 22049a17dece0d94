import torch

ENTRY = "s165_masked_candidate_select.encoder:encode"


def inputs():
    return (torch.randn(4, 8),)
