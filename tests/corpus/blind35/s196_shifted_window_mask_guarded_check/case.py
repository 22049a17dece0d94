import torch

ENTRY = "s196_shifted_window_mask_guarded_check.block:shifted_block"


def inputs():
    return (torch.randn(1, 8, 8, 8),)
