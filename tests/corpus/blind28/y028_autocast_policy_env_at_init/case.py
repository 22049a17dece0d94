import torch

ENTRY = "y028_autocast_policy_env_at_init.block:compiled"


def inputs():
    return (torch.randn(3, 8),)
