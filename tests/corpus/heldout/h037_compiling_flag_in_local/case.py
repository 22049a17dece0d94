import torch

ENTRY = "h037_compiling_flag_in_local.moe_router:route"


def inputs():
    return (torch.randn(5, 8),)
