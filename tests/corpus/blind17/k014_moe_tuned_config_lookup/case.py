import torch

ENTRY = "k014_moe_tuned_config_lookup.layer:moe_forward"


def inputs():
    return (torch.randn(4, 8),)
