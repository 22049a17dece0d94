import torch

ENTRY = "r023_lag_builder_numpy_roundtrip.forecaster:forecast_step"


def inputs():
    return (torch.randn(3, 32),)
