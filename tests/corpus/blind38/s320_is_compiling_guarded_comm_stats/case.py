import torch

ENTRY = "s320_is_compiling_guarded_comm_stats.block:block_forward"


def inputs():
    return (torch.randn(2, 3, 16),)
