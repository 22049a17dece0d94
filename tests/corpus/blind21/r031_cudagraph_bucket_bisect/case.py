import torch

ENTRY = "r031_cudagraph_bucket_bisect.runner:decode"


def inputs():
    return (torch.randint(0, 64, (3,)), torch.randn(3, 16))
