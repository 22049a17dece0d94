import torch

ENTRY = "s322_jagged_pad_max_len.model:score"


def inputs():
    target = torch.tensor([3, 5, 7, 9])
    lengths = torch.tensor([2, 3, 1, 2])
    values = torch.tensor([1, 2, 4, 5, 6, 7, 8, 9])
    return (target, values, lengths)
