import torch

ENTRY = "s1025_expert_recorder_disabled_hook.moe:compiled_moe"


def inputs():
    return (torch.randn(5, 8),)
