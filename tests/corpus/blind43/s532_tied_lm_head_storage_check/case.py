import torch

ENTRY = "s532_tied_lm_head_storage_check.runner:decode"


def inputs():
    return (torch.randint(0, 32, (4,)),)
