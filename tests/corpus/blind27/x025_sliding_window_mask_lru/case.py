import torch

ENTRY = "x025_sliding_window_mask_lru.attention:swa_forward"


def inputs():
    return (torch.randn(1, 6, 16),)
