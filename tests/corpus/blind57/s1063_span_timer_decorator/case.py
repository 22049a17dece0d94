import torch

ENTRY = "s1063_span_timer_decorator.model_runner:decode"


def inputs():
    return (torch.randn(4, 8),)
