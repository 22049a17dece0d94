import torch

ENTRY = "c007_sysfs_read_in_submodule.model:compiled"


def inputs():
    return (torch.randn(4, 8),)
