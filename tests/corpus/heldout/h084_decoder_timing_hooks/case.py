import torch

ENTRY = "h084_decoder_timing_hooks.runner:decoder_compiled"


def inputs():
    return (torch.randn(2, 4, 16),)
