import torch

ENTRY = "s201_mamba_reset_mask_any.mixer:compiled_mixer"


def inputs():
    return (torch.randn(2, 8), torch.tensor([True, False]))
