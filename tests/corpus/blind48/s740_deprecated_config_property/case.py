import torch

ENTRY = "s740_deprecated_config_property.lm_head:step"


def inputs():
    return (torch.randn(4, 8), torch.full((4,), 0.8))
