import torch

ENTRY = "h024_property_tuned_config_probe.moe_config:experts_fwd"


def inputs():
    return (torch.randn(3, 8), torch.tensor([0, 3, 1]))
