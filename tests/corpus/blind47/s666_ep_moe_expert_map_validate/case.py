import torch

ENTRY = "s666_ep_moe_expert_map_validate.worker:step"


def inputs():
    return (torch.randn(4, 8), torch.randn(4, 8))
