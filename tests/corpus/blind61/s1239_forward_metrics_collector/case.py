import torch

ENTRY = "s1239_forward_metrics_collector.model_runner:forward_decode"


def inputs():
    return (torch.randn(4, 8),)
