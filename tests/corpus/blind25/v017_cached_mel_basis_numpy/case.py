import torch

ENTRY = "v017_cached_mel_basis_numpy.asr:compiled_encoder"


def inputs():
    return (torch.randn(2, 320),)
