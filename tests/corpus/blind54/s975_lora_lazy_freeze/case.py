import torch

ENTRY = "s975_lora_lazy_freeze.model:run_adapted_mlp"


def inputs():
    return (torch.randn(3, 8),)
