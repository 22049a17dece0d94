import torch

ENTRY = "c071_registry_cpu_threads.cpu_attn:compiled"


def inputs():
    return (torch.randn(4, 8),)
