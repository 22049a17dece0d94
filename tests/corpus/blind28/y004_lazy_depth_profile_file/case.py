import torch

ENTRY = "y004_lazy_depth_profile_file.runner:run_tier"


def inputs():
    return (torch.randn(3, 8),)
