import torch

ENTRY = "x035_router_metrics_lock.moe:route"


def inputs():
    return (torch.randn(4, 8),)
