import torch

ENTRY = "v129_custom_op_window_gather.blocks:step"


def inputs():
    x = torch.randn(1, 8, 8, 16)
    valid = torch.zeros(1, 8, 8, dtype=torch.bool)
    valid[:, :6, :8] = True  # image is 6x8 inside an 8x8 canvas
    return (x, valid)
