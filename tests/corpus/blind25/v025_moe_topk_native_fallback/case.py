import torch

ENTRY = "v025_moe_topk_native_fallback.router:compiled_router"


def inputs():
    return (torch.randn(4, 8),)
