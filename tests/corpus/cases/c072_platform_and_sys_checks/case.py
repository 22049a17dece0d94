import torch

ENTRY = "c072_platform_and_sys_checks.cpu_ops:compiled"


def inputs():
    return (torch.randn(4, 8),)
