import torch

ENTRY = "y022_stochastic_depth_eval_leak.encoder:compiled"


def inputs():
    return (torch.randn(2, 4, 16),)
