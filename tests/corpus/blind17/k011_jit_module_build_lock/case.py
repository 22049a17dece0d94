import torch

ENTRY = "k011_jit_module_build_lock.sampler:compiled_sampler"


def inputs():
    return (torch.randn(4, 8),)
