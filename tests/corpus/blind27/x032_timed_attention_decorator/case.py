import torch

ENTRY = "x032_timed_attention_decorator.model:compiled_model"


def inputs():
    return (torch.randn(2, 4, 8),)
