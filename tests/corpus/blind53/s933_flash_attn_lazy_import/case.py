import torch

ENTRY = "s933_flash_attn_lazy_import.model_runner:forward_extend"


def inputs():
    return (torch.randn(4, 8),)
