import torch

ENTRY = "s991_act_calib_hooks.runner:compiled_model"


def inputs():
    return (torch.randn(4, 8),)
