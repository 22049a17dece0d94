import torch

ENTRY = "r021_revin_std_floor_item.model:compiled_forecaster"


def inputs():
    return (torch.randn(2, 24, 3),)
