import torch

ENTRY = "s1159_env_gated_layer_dump.model:model"


def inputs():
    return (torch.randn(4, 8),)
