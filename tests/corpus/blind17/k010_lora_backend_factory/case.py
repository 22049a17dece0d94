import torch

ENTRY = "k010_lora_backend_factory.lora_manager:lora_step"


def inputs():
    torch.manual_seed(0)
    return (torch.randn(4, 8),)
