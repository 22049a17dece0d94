import torch

ENTRY = "u008_per_layer_quant_regex_config.model:layer"


def inputs():
    return (torch.randn(3, 8),)
