import torch

ENTRY = "s1124_quant_kernel_key.model:mlp_step_compiled"


def inputs():
    return (torch.randn(4, 8),)
