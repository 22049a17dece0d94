import torch

ENTRY = "s596_quant_method_tuned_config.layers:step"


def inputs():
    return (torch.randn(4, 8),)
