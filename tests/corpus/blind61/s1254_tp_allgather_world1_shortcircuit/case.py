import torch

ENTRY = "s1254_tp_allgather_world1_shortcircuit.model:compiled_lm"


def inputs():
    return (torch.tensor([1, 5, 42, 7, 99]),)
