import torch

ENTRY = "s1177_signature_kwarg_filter.adapter:compiled_adapter"


def inputs():
    positions = torch.arange(4).repeat(2, 1)
    return (torch.randn(2, 4, 8), positions, torch.ones(2, 4))
