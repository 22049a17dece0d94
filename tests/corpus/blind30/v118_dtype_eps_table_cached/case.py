import torch

ENTRY = "v118_dtype_eps_table_cached.head:compiled_head"


def inputs():
    return (torch.randn(4, 8),)
