import torch

ENTRY = "h038_custom_op_profiled_kernel.mlp:mlp_compiled"


def inputs():
    return (torch.randn(3, 8),)
