import torch

ENTRY = "x005_min_tokens_eos_suppression.engine:sampler"


def inputs():
    return (torch.randn(4, 16), torch.tensor([1, 7, 3, 12]))
