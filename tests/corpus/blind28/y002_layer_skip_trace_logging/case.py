import torch

ENTRY = "y002_layer_skip_trace_logging.decoder:decode_step"


def inputs():
    return (torch.randn(2, 8),)
