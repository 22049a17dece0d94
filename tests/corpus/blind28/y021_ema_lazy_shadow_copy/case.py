import torch

ENTRY = "y021_ema_lazy_shadow_copy.serving:compiled"


def inputs():
    return (torch.randn(4, 8),)
