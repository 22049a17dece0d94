import torch

ENTRY = "s116_seq_parallel_warn_once.block:forward_block"


def inputs():
    return (torch.randn(5, 16),)
