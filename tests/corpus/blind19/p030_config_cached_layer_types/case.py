import torch

ENTRY = "p030_config_cached_layer_types.modeling:compiled_lm"


def inputs():
    return (torch.randint(0, 64, (2, 6)), torch.arange(6))
