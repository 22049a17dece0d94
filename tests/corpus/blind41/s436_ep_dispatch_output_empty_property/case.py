import torch

ENTRY = "s436_ep_dispatch_output_empty_property.moe:moe"


def inputs():
    return (torch.randn(4, 8),)
