import torch

ENTRY = "s027_per_layer_sliding_masks.runtime:forward_packed"


def inputs():
    return (torch.randn(2, 8, 16), torch.tensor([8, 7]))
