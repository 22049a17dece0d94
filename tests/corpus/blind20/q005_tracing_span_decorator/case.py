import torch

ENTRY = "q005_tracing_span_decorator.model:compiled_decoder"


def inputs():
    return (torch.randn(2, 4, 8),)
