import torch

ENTRY = "c016_torch_load_lazy_lora.adapter:compiled"


def inputs():
    return (torch.randn(4, 8),)
