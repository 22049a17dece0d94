import torch

ENTRY = "c002_which_nvcc_module_root.model:compiled_model"


def inputs():
    return (torch.randn(4, 8),)
