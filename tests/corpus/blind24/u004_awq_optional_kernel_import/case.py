import torch

ENTRY = "u004_awq_optional_kernel_import.runner:decode"


def inputs():
    return (torch.randn(3, 8),)
