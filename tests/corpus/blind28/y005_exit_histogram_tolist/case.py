import torch

ENTRY = "y005_exit_histogram_tolist.model:compiled_model"


def inputs():
    return (torch.randn(4, 8),)
