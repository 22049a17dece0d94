import torch

ENTRY = "s620_irope_chunked_local_guarded_stats.model:step"


def inputs():
    return (torch.randn(5, 8),)
