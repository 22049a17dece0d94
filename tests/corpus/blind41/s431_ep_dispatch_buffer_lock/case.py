import torch

ENTRY = "s431_ep_dispatch_buffer_lock.moe_layer:moe_layer"


def inputs():
    return (torch.randn(4, 8),)
