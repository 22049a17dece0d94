import torch

ENTRY = "z022_env_feature_flag_mlp.layers:fused_mlp_step"


def inputs():
    return (torch.randn(4, 8),)
