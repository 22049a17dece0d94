import torch

ENTRY = "s587_pp_layer_partition_env_init.model:compiled"


def inputs():
    return (torch.randn(4, 8),)
