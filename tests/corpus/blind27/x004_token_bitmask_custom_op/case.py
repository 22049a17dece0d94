import torch

ENTRY = "x004_token_bitmask_custom_op.structured:structured_forward"


def inputs():
    return (torch.randn(4, 8),)
