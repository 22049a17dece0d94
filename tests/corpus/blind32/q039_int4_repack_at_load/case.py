import torch

ENTRY = "q039_int4_repack_at_load.model:forward_hidden"


def inputs():
    return (torch.randn(2, 3, 16),)
