import torch

ENTRY = "s255_sampled_trace_spans.moe:moe_forward"


def inputs():
    return (torch.randn(4, 8),)
