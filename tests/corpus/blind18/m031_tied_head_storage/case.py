import torch

ENTRY = "m031_tied_head_storage.model:compiled_lm"


def inputs():
    return (torch.randint(0, 64, (2, 5)),)
