import torch

ENTRY = "f025_layerdrop_random_uniform.encoder:compiled_encoder"


def inputs():
    return (torch.randn(2, 3, 8),)
