import torch

ENTRY = "s312_seq_parallel_ragged_split.runner:forward_step"


def inputs():
    hidden = torch.randn(2, 8, 16)
    mask = torch.ones(2, 8)
    mask[1, 6:] = 0
    return (hidden, mask)
