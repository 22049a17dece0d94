import torch

ENTRY = "h007_nested_pkg_nvcc_probe.runner:forward_compiled"


def inputs():
    return (torch.randn(2, 16),)
