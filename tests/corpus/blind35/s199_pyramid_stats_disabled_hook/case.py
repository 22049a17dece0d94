import torch

ENTRY = "s199_pyramid_stats_disabled_hook.model:detect_features"


def inputs():
    return (torch.randn(1, 3, 32, 32),)
