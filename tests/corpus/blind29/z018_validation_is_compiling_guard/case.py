import torch

ENTRY = "z018_validation_is_compiling_guard.encoder:encode_frames"


def inputs():
    return (torch.rand(2, 4, 3, 8, 8),)
