import torch

ENTRY = "c054_import_time_toolchain_probe.kernels:compiled"


def inputs():
    return (torch.randn(4, 8),)
