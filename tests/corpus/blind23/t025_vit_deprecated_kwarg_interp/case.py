import torch

ENTRY = "t025_vit_deprecated_kwarg_interp.features:extract_patch_features"


def inputs():
    return (torch.randn(2, 3, 48, 40),)
