import torch

ENTRY = "r030_multiscale_patch_mathfold.mixer:compiled_mixer"


def inputs():
    return (torch.randn(2, 3, 37),)
