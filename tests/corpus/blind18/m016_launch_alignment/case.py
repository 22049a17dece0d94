import torch

ENTRY = "m016_launch_alignment.activation:act_step"


def inputs():
    return (torch.randn(4, 16),)
