import torch

ENTRY = "q013_mod_router_capacity_log.model:MoDLayer.forward"


def inputs():
    from q013_mod_router_capacity_log.model import layer
    return (layer, torch.randn(2, 8, 16))
