import torch

ENTRY = "g013_int8_static_quant_op_nofake.model:compiled_prologue"


def inputs():
    return (torch.randn(4, 8),)
