import torch

ENTRY = "c004_os_system_in_root.step:decode_step"


def inputs():
    return (torch.randn(4, 8),)
