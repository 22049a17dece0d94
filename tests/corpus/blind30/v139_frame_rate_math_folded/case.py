import torch

ENTRY = "v139_frame_rate_math_folded.decoder:compiled_decoder"


def inputs():
    return (torch.randn(1, 8, 3),)
