import torch

ENTRY = "s1249_partial_rotary_compiling_guard.stablelm:attention_forward"


def inputs():
    return (torch.arange(5), torch.randn(5, 64))
