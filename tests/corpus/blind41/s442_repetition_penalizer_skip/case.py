import torch

ENTRY = "s442_repetition_penalizer_skip.sampling:sample"


def inputs():
    return (torch.randn(4, 8),)
