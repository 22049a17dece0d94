import torch

ENTRY = "t036_metrics_disabled_sink.moe:compiled_moe"


def inputs():
    return (torch.randn(6, 16),)
