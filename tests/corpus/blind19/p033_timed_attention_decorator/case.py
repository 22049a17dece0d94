import torch

ENTRY = "p033_timed_attention_decorator.model:compiled_block"


def inputs():
    return (torch.randn(2, 4, 8),)
