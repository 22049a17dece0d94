import torch

ENTRY = "s935_custom_op_cpu_kernel_loader.model:compiled_block"


def inputs():
    return (torch.randn(4, 8),)
