import torch

ENTRY = "s723_lazy_paged_attn_extension.runner:decode"


def inputs():
    return (torch.randn(4, 8),)
