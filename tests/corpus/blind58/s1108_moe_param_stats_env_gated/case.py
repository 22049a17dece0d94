import torch

ENTRY = "s1108_moe_param_stats_env_gated.moe:compiled_moe"


def inputs():
    return (torch.randn(5, 16),)
