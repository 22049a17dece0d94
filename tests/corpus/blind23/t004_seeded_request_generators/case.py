import torch

ENTRY = "t004_seeded_request_generators.step:sample_next"


def inputs():
    return (torch.randn(4, 24),)
