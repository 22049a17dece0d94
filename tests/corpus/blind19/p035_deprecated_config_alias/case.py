import torch

ENTRY = "p035_deprecated_config_alias.model:encoder_forward"


def inputs():
    return (torch.randn(3, 8),)
