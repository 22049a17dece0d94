import torch

ENTRY = "s1272_awq_kernel_fallback_warn.runner:forward_step"


def inputs():
    return (torch.randn(4, 64),)
