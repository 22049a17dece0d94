import torch

ENTRY = "s597_hidden_state_capture_op.model:forward_extend"


def inputs():
    return (torch.randn(4, 8),)
