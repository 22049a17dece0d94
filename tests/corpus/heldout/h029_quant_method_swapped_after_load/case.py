import torch

ENTRY = "h029_quant_method_swapped_after_load.loader:model_forward"


def inputs():
    return (torch.randn(4, 8),)
