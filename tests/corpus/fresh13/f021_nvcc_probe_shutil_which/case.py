import torch

ENTRY = "f021_nvcc_probe_shutil_which.act:compiled_act"


def inputs():
    return (torch.randn(4, 16),)
