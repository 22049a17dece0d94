import torch

ENTRY = "z011_vit_patchify_finite_check.encoder:compiled_encoder"


def inputs():
    return (torch.rand(2, 3, 16, 16),)
