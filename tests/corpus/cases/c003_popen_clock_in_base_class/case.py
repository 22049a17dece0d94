import torch

ENTRY = "c003_popen_clock_in_base_class.layers:model"


def inputs():
    return (torch.randn(4, 8),)
