import torch

ENTRY = "c061_type_checking_imports.layer:compiled"


def inputs():
    return (torch.randn(4, 8),)
