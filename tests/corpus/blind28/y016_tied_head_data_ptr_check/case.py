import torch

ENTRY = "y016_tied_head_data_ptr_check.model:lm"


def inputs():
    return (torch.randint(0, 48, (2, 4)),)
