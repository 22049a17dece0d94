import torch

ENTRY = "s1154_deferred_reduce_pending.decoder:decoder"


def inputs():
    return (torch.randn(4, 8),)
