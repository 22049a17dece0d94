import torch

ENTRY = "g007_decode_stats_outside_compile.runner:compiled_decode_step"


def inputs():
    return (torch.randn(4, 8),)
