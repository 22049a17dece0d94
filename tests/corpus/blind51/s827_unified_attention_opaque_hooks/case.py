import torch

ENTRY = "s827_unified_attention_opaque_hooks.worker:decode"


def inputs():
    return (torch.randn(4, 8), torch.tensor([0, 1, 2, 3]))
