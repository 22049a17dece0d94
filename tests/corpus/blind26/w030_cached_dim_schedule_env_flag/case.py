import torch

ENTRY = "w030_cached_dim_schedule_env_flag.head:encode"


def inputs():
    return (torch.randn(2, 32),)
