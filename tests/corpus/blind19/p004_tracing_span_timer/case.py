import torch

ENTRY = "p004_tracing_span_timer.model:compiled"


def inputs():
    return (torch.randn(4, 8),)
