import torch

ENTRY = "h047_data_ptr_keyed_scale_cache.linear:int4_linear_fn"


def inputs():
    return (torch.randn(3, 8),)
