import torch

ENTRY = "q021_dynamic_ntk_rope.modeling:compiled_attention"


def inputs():
    return (torch.randn(2, 6, 16),)
