import torch

ENTRY = "t026_audio_encoder_layer_timing.runtime:compiled_encoder"


def inputs():
    return (torch.randn(2, 16, 40),)
