import torch

ENTRY = "h004_getattr_backend_dispatch.engine:attn_fn"


def inputs():
    return (torch.randn(1, 4, 8),)
