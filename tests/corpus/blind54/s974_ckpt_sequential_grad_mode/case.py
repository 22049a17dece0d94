import torch

ENTRY = "s974_ckpt_sequential_grad_mode.engine:forward_batch"


def inputs():
    return (torch.randn(2, 4, 8),)
