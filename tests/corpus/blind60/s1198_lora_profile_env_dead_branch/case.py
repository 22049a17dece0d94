import torch

ENTRY = "s1198_lora_profile_env_dead_branch.runner:forward_step"


def inputs():
    return (torch.randn(4, 8), torch.tensor([1, 1, 0, 2]))
