import torch

ENTRY = "s988_modernbert_precomputed_local_mask.modeling:compiled_encoder"


def inputs():
    return (torch.randn(1, 10, 16),)
