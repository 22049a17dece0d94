import torch

from s1237_router_stats_forward_hooks.model import DeepseekMoERouter

ENTRY = "s1237_router_stats_forward_hooks.model:DeepseekMoERouter.route"


def inputs():
    return (DeepseekMoERouter(), torch.randn(4, 8))
