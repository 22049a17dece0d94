import torch

ENTRY = "c067_cuda_is_available_branch.device_utils:compiled"


def inputs():
    return (torch.randn(4, 8),)
