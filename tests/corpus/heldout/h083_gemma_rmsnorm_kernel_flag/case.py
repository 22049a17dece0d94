import torch

ENTRY = "h083_gemma_rmsnorm_kernel_flag.gemma:block_compiled"


def inputs():
    return (torch.randn(2, 3, 16),)
