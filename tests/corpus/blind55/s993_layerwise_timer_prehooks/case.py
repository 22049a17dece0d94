import torch

ENTRY = "s993_layerwise_timer_prehooks.model_runner:decode"


def inputs():
    return (torch.randn(4, 8),)
