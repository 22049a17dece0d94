import torch

ENTRY = "s284_resample_filter_file_cache.frontend:frontend"


def inputs():
    return (torch.randn(2, 64),)
