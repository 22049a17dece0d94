import torch

ENTRY = "s213_residency_mask_item.model:compiled_model"


def inputs():
    return (torch.randn(4, 8),)
