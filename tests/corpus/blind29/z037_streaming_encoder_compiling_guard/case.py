import torch

ENTRY = "z037_streaming_encoder_compiling_guard.encoder:encode_chunk"


def inputs():
    return (torch.randn(1, 4, 8), torch.randn(1, 3, 8))
