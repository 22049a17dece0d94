import torch

ENTRY = "s249_init_time_stacking_debug_flag.model:model"


def inputs():
    return (torch.randn(4, 8), torch.tensor([2, 0, 1, 0]))
