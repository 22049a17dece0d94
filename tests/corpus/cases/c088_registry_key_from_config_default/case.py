import torch

ENTRY = "c088_registry_key_from_config_default.model:compiled"


def inputs():
    return (torch.randn(2, 8),)
