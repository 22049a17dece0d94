import torch

ENTRY = "g021_mask_warning_once.modeling_tiny:compiled_model"


def inputs():
    return (torch.randn(2, 5, 8),)
