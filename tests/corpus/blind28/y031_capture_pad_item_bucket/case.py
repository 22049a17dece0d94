import torch

ENTRY = "y031_capture_pad_item_bucket.runner:decode_step"


def inputs():
    return (torch.randn(5, 8), torch.tensor([5]))
