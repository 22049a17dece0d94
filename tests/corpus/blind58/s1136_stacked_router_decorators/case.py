import torch

ENTRY = "s1136_stacked_router_decorators.router:compiled_moe"


def inputs():
    return (torch.randn(4, 8),)
