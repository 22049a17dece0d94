import torch

ENTRY = "s214_pinned_weight_stream.layers:compiled_stage"


def inputs():
    return (torch.randn(4, 8),)
