import torch

ENTRY = "s1087_awq_marlin_optional_ext.model:compiled_mlp"


def inputs():
    return (torch.randn(2, 3, 64),)
