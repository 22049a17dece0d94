import torch

ENTRY = "s215_device_copy_cache_data_ptr.engine:compiled_stage"


def inputs():
    return (torch.randn(4, 8),)
