import torch

ENTRY = "r031_adapter_router_argmax.model:compiled_block"


def inputs():
    return (torch.randn(4, 8),)
