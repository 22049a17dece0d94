import torch

ENTRY = "r005_threshold_file_probe.head:classify"


def inputs():
    return (torch.randn(4, 16),)
