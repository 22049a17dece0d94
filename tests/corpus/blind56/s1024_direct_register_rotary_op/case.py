import torch

ENTRY = "s1024_direct_register_rotary_op.model:compiled_layer"


def inputs():
    return (torch.arange(4), torch.randn(4, 16))
