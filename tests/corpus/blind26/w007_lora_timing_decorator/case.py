import torch

ENTRY = "w007_lora_timing_decorator.layer:compiled"


def inputs():
    return (torch.randn(4, 8),)
