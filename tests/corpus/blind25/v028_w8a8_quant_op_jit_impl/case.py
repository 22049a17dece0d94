import torch

ENTRY = "v028_w8a8_quant_op_jit_impl.linear:linear_step"


def inputs():
    return (torch.randn(4, 8),)
