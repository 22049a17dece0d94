import torch

ENTRY = "s367_cached_stacked_weights_at_init.model:compiled_mlp"


def inputs():
    return (torch.randn(4, 8),)
