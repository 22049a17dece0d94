import torch

ENTRY = "s1117_sliding_window_layer_regex.model:compiled_model"


def inputs():
    return (torch.randn(4, 8),)
