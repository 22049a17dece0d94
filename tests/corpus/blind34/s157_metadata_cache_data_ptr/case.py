import torch

ENTRY = "s157_metadata_cache_data_ptr.model:packed_model"


def inputs():
    return (torch.randn(6, 8), torch.tensor([2, 4]))
