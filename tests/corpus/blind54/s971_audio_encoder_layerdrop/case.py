import torch

ENTRY = "s971_audio_encoder_layerdrop.serving:encode_audio"


def inputs():
    return (torch.randn(2, 6, 8),)
