import torch

ENTRY = "s578_warmup_capture_in_init.runner:decode"


def inputs():
    return (torch.randn(6, 8),)
