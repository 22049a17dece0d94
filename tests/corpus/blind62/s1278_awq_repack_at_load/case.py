import torch

ENTRY = "s1278_awq_repack_at_load.model:forward_batch"


def inputs():
    return (torch.randn(5, 32),)
