import torch

ENTRY = "s1166_anomaly_mode_toggle.adapter:compiled_model"


def inputs():
    return (torch.randn(4, 8),)
