import torch

from s1115_plan_cache_json_key.block import ResidualBlock

ENTRY = "s1115_plan_cache_json_key.block:ResidualBlock.forward"


def inputs():
    return (ResidualBlock(), torch.randn(4, 8))
