import torch

ENTRY = "s1090_block_fp8_kernel_at_init.model:project_q"


def inputs():
    return (torch.randn(2, 32),)
