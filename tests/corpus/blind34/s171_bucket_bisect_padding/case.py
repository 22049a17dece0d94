import torch

ENTRY = "s171_bucket_bisect_padding.runner:decode_step"


def inputs():
    return (torch.randn(3, 16),)
