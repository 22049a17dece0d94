import torch

ENTRY = "s672_mtp_deprecated_config_alias.model:compiled"


def inputs():
    return (torch.randint(0, 16, (2,)), torch.randn(2, 8))
