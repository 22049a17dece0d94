import torch

ENTRY = "s164_disabled_shard_router.runner:retrieve_step"


def inputs():
    return (torch.randn(4, 8),)
