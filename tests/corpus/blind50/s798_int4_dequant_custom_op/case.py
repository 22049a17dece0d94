import torch

ENTRY = "s798_int4_dequant_custom_op.engine:mlp_forward"


def inputs():
    return (torch.randn(2, 8),)
