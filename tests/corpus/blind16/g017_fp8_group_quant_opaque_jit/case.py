import torch

ENTRY = "g017_fp8_group_quant_opaque_jit.block_fp8_linear:block_fp8_forward"


def inputs():
    return (torch.randn(4, 8),)
