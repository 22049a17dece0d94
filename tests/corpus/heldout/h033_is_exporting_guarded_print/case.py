import torch

ENTRY = "h033_is_exporting_guarded_print.heads:head_compiled"


def inputs():
    return (torch.randn(1, 4, 3, 3),)
