import torch

ENTRY = "s1112_layer_prefix_groupdict.model:model_forward"


def inputs():
    return (torch.randn(4, 8),)
