import torch

ENTRY = "s731_cpu_moe_thread_partition.moe:compiled_moe"


def inputs():
    return (torch.randn(4, 8),)
