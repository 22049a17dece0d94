import torch

ENTRY = "s794_rocm_shuffle_disabled.forward_step:step"


def inputs():
    return (torch.randn(3, 16), torch.randn(3, 1, 2), torch.randn(3, 1, 2))
