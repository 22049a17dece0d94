import torch

ENTRY = "s852_quant_ignored_layers_by_prefix.model:compiled"


def inputs():
    return (torch.randn(2, 4, 8),)
