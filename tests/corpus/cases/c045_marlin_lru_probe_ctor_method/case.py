import torch

ENTRY = "c045_marlin_lru_probe_ctor_method.layer:compiled"


def inputs():
    return (torch.randn(4, 8),)
