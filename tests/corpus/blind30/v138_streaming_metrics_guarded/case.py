import torch

ENTRY = "v138_streaming_metrics_guarded.runner:decode_chunk"


def inputs():
    return (torch.randn(1, 8, 5),)
