import torch

ENTRY = "v021_decode_jit_module_lock.decode:compiled_decode"


def inputs():
    return (torch.randn(4, 8),)
