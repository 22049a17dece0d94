import torch

ENTRY = "s1046_block_table_host_sync.model_runner:step"


def inputs():
    return (torch.randn(4, 8),)
