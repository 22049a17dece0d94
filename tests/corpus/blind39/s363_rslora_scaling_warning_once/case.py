import torch

ENTRY = "s363_rslora_scaling_warning_once.ops:lora_forward"


def inputs():
    return (torch.randn(4, 8), torch.randn(4, 8), torch.randn(8, 4))
