import torch

ENTRY = "c046_inline_getlogger_bound_method.runner:decode"


def inputs():
    return (torch.randn(4, 8),)
