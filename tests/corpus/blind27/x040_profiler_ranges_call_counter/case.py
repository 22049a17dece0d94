import torch

ENTRY = "x040_profiler_ranges_call_counter.rope:attn"


def inputs():
    return (torch.randn(4, 8),)
