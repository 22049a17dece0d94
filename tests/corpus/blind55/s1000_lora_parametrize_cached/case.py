import torch

ENTRY = "s1000_lora_parametrize_cached.serving:lora_step"


def inputs():
    return (torch.randn(4, 8),)
