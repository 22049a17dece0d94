import torch

ENTRY = "s413_sliding_window_mask_warning_once.mistral_attention:step"


def inputs():
    return (torch.randn(1, 6, 8),)
