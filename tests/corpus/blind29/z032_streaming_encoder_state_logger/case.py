import torch

ENTRY = "z032_streaming_encoder_state_logger.encoder:encoder"


def inputs():
    return (torch.randn(1, 8, 6),)
