import torch

ENTRY = "s423_nvfp4_cutlass_op_wrapper.layer:nvfp4_linear_forward"


def inputs():
    return (torch.randn(4, 16),)
