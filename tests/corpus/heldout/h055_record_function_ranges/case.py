import torch

ENTRY = "h055_record_function_ranges.layer:layer_fn"


def inputs():
    return (torch.randn(2, 8),)
