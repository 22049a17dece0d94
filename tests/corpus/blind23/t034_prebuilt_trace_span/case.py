import torch

ENTRY = "t034_prebuilt_trace_span.engine:compiled_layer"


def inputs():
    return (torch.randn(2, 6, 16),)
