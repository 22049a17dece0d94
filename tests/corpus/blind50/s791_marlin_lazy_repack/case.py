import torch

ENTRY = "s791_marlin_lazy_repack.model:compiled_mlp"


def inputs():
    return (torch.randn(4, 8),)
