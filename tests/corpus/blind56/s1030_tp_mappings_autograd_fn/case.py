import torch

ENTRY = "s1030_tp_mappings_autograd_fn.layers:compiled_model"


def inputs():
    return (torch.randint(0, 32, (2, 5)),)
