import torch

ENTRY = "r024_patch_pad_logger_warning.patchtst:compiled_encoder"


def inputs():
    return (torch.randn(2, 3, 30),)
