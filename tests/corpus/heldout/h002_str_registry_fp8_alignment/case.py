import torch

ENTRY = "h002_str_registry_fp8_alignment.linear:compiled_layer"


def inputs():
    return (torch.randn(4, 8),)
