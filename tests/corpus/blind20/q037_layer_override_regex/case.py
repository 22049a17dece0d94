import torch

ENTRY = "q037_layer_override_regex.model:compiled_model"


def inputs():
    return (torch.randn(4, 8),)
