import torch

ENTRY = "s998_profile_run_hooks.model_runner:forward_step"


def inputs():
    return (torch.randn(4, 8),)
