import torch

ENTRY = "r036_static_kv_staging_data_ptr.engine:step"


def inputs():
    return (torch.randn(2, 4, 16), torch.tensor([3, 5]))
