import torch

ENTRY = "r038_layer_override_regex_config.model:compiled"


def inputs():
    return (torch.randn(2, 5, 24),)
