import torch

ENTRY = "s209_dead_debug_flag_constfold.s4d:step_fn"


def inputs():
    return (torch.randn(2, 8), torch.zeros(2, 8, 4), torch.zeros(2, 8, 4))
