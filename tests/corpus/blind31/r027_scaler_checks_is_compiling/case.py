import torch

ENTRY = "r027_scaler_checks_is_compiling.backbone:compiled_backbone"


def inputs():
    return (torch.randn(2, 20, 3),)
