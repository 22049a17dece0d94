import torch

ENTRY = "s307_selective_scan_custom_op.mixer:compiled_mixer"


def inputs():
    return (torch.randn(2, 6, 8),)
