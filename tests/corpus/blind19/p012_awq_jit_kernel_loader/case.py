import torch

from p012_awq_jit_kernel_loader.layer import AWQLinear

ENTRY = "p012_awq_jit_kernel_loader.layer:awq_forward"

_LAYER = AWQLinear(in_features=8, out_features=16, group_size=8)


def inputs():
    return (_LAYER, torch.randn(4, 8))
