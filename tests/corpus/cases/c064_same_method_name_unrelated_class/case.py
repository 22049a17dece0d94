import torch

ENTRY = "c064_same_method_name_unrelated_class.linear:compiled"


def inputs():
    return (torch.randn(4, 8),)
