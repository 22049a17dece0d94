import torch

ENTRY = "s1122_forward_ctx_namespace.runner:decode"


def inputs():
    return (torch.randn(4, 8),)
