import torch

ENTRY = "z016_audio_gain_tolist_loop.encoder:compiled_forward"


def inputs():
    return (torch.randn(3, 256),)
