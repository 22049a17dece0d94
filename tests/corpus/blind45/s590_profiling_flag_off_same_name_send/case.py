import torch

ENTRY = "s590_profiling_flag_off_same_name_send.runner:forward"


def inputs():
    return (torch.randn(4, 8),)
