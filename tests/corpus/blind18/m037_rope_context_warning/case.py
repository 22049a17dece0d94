import torch

ENTRY = "m037_rope_context_warning.rope:apply_rope"


def inputs():
    return (torch.arange(6), torch.randn(6, 8))
