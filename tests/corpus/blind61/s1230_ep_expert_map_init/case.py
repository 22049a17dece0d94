import torch

ENTRY = "s1230_ep_expert_map_init.layer:moe"


def inputs():
    return (torch.randn(4, 8),)
