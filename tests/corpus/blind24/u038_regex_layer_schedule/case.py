import torch

ENTRY = "u038_regex_layer_schedule.model:forward_layers"


def inputs():
    return (torch.randn(1, 10, 16),)
