import torch

ENTRY = "s1058_cuda_guard_cpu_path.moe_step:moe_step"


def inputs():
    return (torch.randn(4, 8),)
