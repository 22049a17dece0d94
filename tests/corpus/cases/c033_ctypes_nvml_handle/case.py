import torch

ENTRY = "c033_ctypes_nvml_handle.power:scaled"


def inputs():
    return (torch.randn(4, 8),)
