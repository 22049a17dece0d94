import torch

ENTRY = "v136_snake_activation_disabled.model:compiled"


def inputs():
    return (torch.randn(1, 8, 6),)
