import torch

ENTRY = "s811_decode_throughput_meter.model_runner:decode_step"


def inputs():
    return (torch.randn(4, 8),)
