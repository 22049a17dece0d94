import torch

ENTRY = "c014_pickle_load_calibration.calib:model"


def inputs():
    return (torch.randn(4, 8),)
