import torch

ENTRY = "h061_signature_probe_kwargs.blocks:stack_fn"


def inputs():
    return (torch.randn(2, 8),)
